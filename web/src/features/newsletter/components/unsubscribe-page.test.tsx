import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED_MESSAGE } from '@shared/newsletter';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { UnsubscribePage } from './unsubscribe-page';

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'Abc123_-Abc123_-Abc123_-Abc1';

function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <UnsubscribePage />
    </MemoryRouter>,
  );
}

const unsubscribeButton = () => screen.getByRole('button', { name: 'Unsubscribe' });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UnsubscribePage', () => {
  it('only asks on load: shows the address and a button, and sends nothing', async () => {
    renderAt(`/unsubscribe?email=a%40b.co&token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe');
    expect(screen.getByText('a@b.co')).toBeInTheDocument();
    expect(unsubscribeButton()).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the email and token on press and shows the server message', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(answer(200, { success: true, message: UNSUBSCRIBED_MESSAGE })),
    );
    renderAt(`/unsubscribe?email=a%40b.co&token=${TOKEN}`);
    await userEvent.click(unsubscribeButton());

    expect(await screen.findByText(UNSUBSCRIBED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(UNSUBSCRIBED_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/newsletter/unsubscribe');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.co', token: TOKEN });
    expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
  });

  it("shows the server's error for an invalid link and lets the visitor try again", async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(answer(400, { success: false, message: UNSUBSCRIBE_LINK_INVALID })),
    );
    renderAt(`/unsubscribe?email=a%40b.co&token=${TOKEN}`);
    await userEvent.click(unsubscribeButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_LINK_INVALID);
    expect(unsubscribeButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
  });

  it('shows the network error when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt(`/unsubscribe?email=a%40b.co&token=${TOKEN}`);
    await userEvent.click(unsubscribeButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it.each([
    '/unsubscribe',
    '/unsubscribe?email=a%40b.co',
    `/unsubscribe?token=${TOKEN}`,
    '/unsubscribe?email=a%40b.co&token=cut',
  ])('explains that %s is incomplete and offers no button', (entry) => {
    renderAt(entry);
    expect(screen.getByText(/This unsubscribe link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

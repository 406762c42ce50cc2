import { NEWSLETTER_VARIANTS, SUBSCRIBED_MESSAGE } from '@shared/newsletter';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './newsletter-form';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast: toastMock }));

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const subscribeButton = () => screen.getByRole('button', { name: /Subscrib/ });

function sentRequest(index = 0): { url: string; init: RequestInit; body: unknown } {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`no request #${index}`);
  const [url, init = {}] = call;
  return { url: String(url), init, body: JSON.parse(String(init.body)) };
}

beforeEach(() => {
  fetchMock.mockReset();
  toastMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NewsletterForm', () => {
  it.each([
    ['default', 'Subscribe to the newsletter'],
    ['card', 'Stay in the loop'],
    ['footer', 'Newsletter'],
  ] as const)('renders the %s variant with its heading naming the form', (variant, heading) => {
    render(<NewsletterForm variant={variant} />);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: heading })).toBeInTheDocument();
    expect(emailField()).toBeEnabled();
    expect(subscribeButton()).toHaveTextContent('Subscribe');
  });

  it('renders the minimal variant as just a labelled field and a button', () => {
    render(<NewsletterForm variant="minimal" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(subscribeButton()).toBeEnabled();
  });

  it.each(['', 'not-an-email'])(
    "refuses '%s' with the product's message and sends nothing, then clears it on edit",
    async (typed) => {
      const user = userEvent.setup();
      render(<NewsletterForm variant="default" />);
      if (typed) await user.type(emailField(), typed);
      await user.click(subscribeButton());

      expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
      expect(emailField()).toHaveAttribute('aria-invalid', 'true');
      expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');
      expect(fetchMock).not.toHaveBeenCalled();

      await user.type(emailField(), '@');
      expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    },
  );

  it('subscribes with its variant as source, then disables the field and shows Subscribed!', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(answer(201, { success: true, message: SUBSCRIBED_MESSAGE, id: 's1' })),
    );
    render(<NewsletterForm variant="card" />);
    await userEvent.type(emailField(), 'reader@example.com');
    await userEvent.click(subscribeButton());

    expect(await screen.findByRole('button', { name: 'Subscribed!' })).toBeDisabled();
    expect(emailField()).toBeDisabled();
    expect(emailField()).toHaveValue('reader@example.com');
    expect(screen.getByRole('status')).toHaveTextContent(SUBSCRIBED_MESSAGE);
    expect(toastMock).toHaveBeenCalledWith({ title: 'Successfully subscribed!' });

    const { url, init, body } = sentRequest();
    expect(url).toBe('/api/newsletter/subscribe');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toEqual({ email: 'reader@example.com', source: 'card', website: '' });
  });

  it('is disabled and says Subscribing... while the request runs', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    render(<NewsletterForm variant="minimal" />);
    await userEvent.type(emailField(), 'reader@example.com');
    await userEvent.click(subscribeButton());

    expect(subscribeButton()).toBeDisabled();
    expect(subscribeButton()).toHaveTextContent('Subscribing...');
    expect(sentRequest().body).toMatchObject({ source: 'minimal' });
  });

  it('sends the honeypot value as website', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(answer(201, { success: true, message: SUBSCRIBED_MESSAGE, id: 's2' })),
    );
    const { container } = render(<NewsletterForm variant="footer" />);
    const honeypot = container.querySelector('input[name="website"]');
    if (!honeypot) throw new Error('no honeypot field');
    fireEvent.change(honeypot, { target: { value: 'bot' } });
    await userEvent.type(emailField(), 'reader@example.com');
    await userEvent.click(subscribeButton());

    await screen.findByRole('button', { name: 'Subscribed!' });
    expect(sentRequest().body).toEqual({
      email: 'reader@example.com',
      source: 'footer',
      website: 'bot',
    });
  });

  it("toasts 'Subscription failed' with the server message and shows it under the field", async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        answer(429, { success: false, message: 'Too many requests. Please try again later.' }),
      ),
    );
    render(<NewsletterForm variant="default" />);
    await userEvent.type(emailField(), 'reader@example.com');
    await userEvent.click(subscribeButton());

    expect(
      await screen.findByText('Too many requests. Please try again later.'),
    ).toBeInTheDocument();
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Subscription failed',
      description: 'Too many requests. Please try again later.',
      variant: 'destructive',
    });
    expect(emailField()).toBeEnabled();
    expect(emailField()).toHaveValue('reader@example.com');
    expect(subscribeButton()).toHaveTextContent('Subscribe');
  });

  it("shows the server's field message for a rejected address", async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        answer(400, {
          success: false,
          message: 'Please check the form.',
          errors: { email: ['Please enter a valid email address'] },
        }),
      ),
    );
    render(<NewsletterForm variant="default" />);
    await userEvent.type(emailField(), 'reader@invalid');
    await userEvent.click(subscribeButton());

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Subscription failed',
      description: 'Please check the form.',
      variant: 'destructive',
    });
  });

  it("falls back to 'Failed to subscribe. Please try again.' when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<NewsletterForm variant="footer" />);
    await userEvent.type(emailField(), 'reader@example.com');
    await userEvent.click(subscribeButton());

    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Subscription failed',
      description: 'Failed to subscribe. Please try again.',
      variant: 'destructive',
    });
    expect(emailField()).toHaveValue('reader@example.com');
  });

  it('covers every variant the server accepts', () => {
    for (const variant of NEWSLETTER_VARIANTS) {
      const { unmount } = render(<NewsletterForm variant={variant} />);
      expect(emailField()).toBeInTheDocument();
      unmount();
    }
  });
});

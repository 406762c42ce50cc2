import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useCurrentToast } from '@/lib/toast';
import {
  ENDORSEMENT_SUCCESS_MS,
  EndorseSkillModal,
  SUBMIT_FAILED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './endorse-skill-modal';
import { stubMatchMedia } from '@/testing/match-media';

function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(status: number, body: object) {
  const fetchMock = vi.fn((_path: string, _init?: RequestInit) =>
    Promise.resolve(answer(status, body)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const CREATED = { success: true, message: 'Thank you!', id: 'end_1' };

/** The toast store is app-wide; this shows its current toast where the test can read it. */
function ToastProbe() {
  const current = useCurrentToast();
  if (!current) return null;
  return (
    <div data-testid="toast" data-variant={current.variant}>
      <p>{current.title}</p>
      <p>{current.description}</p>
    </div>
  );
}

/** The modal as the panel uses it: opened by a button, closed through `onClose`. */
function Harness({ skill }: { skill?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <EndorseSkillModal open={open} onClose={() => setOpen(false)} skill={skill} />
      <ToastProbe />
    </>
  );
}

function dialog(): HTMLElement {
  return screen.getByRole('dialog', { name: 'Endorse a Skill' });
}

const field = (label: RegExp): HTMLElement => within(dialog()).getByLabelText(label);
const submitButton = (): HTMLElement =>
  within(dialog()).getByRole('button', { name: /Submit Endorsement|Submitting\.\.\./ });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, skill?: string) {
  await user.type(field(/^Your name/), 'Ada Lovelace');
  await user.type(field(/^Email/), 'Ada@Example.com');
  if (skill) await user.type(field(/^Skill/), skill);
}

function stubReducedMotion(reduce: boolean): void {
  stubMatchMedia({ '(prefers-reduced-motion: reduce)': reduce });
}

function postedBody(fetchMock: ReturnType<typeof stubFetch>): Record<string, unknown> {
  const init = fetchMock.mock.calls[0]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

describe('EndorseSkillModal', () => {
  afterEach(() => {
    act(() => {
      dismissToast();
    });
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is a titled dialog with labelled fields and relation defaulting to connection', () => {
    render(<Harness />);
    expect(dialog()).toBeInTheDocument();
    expect(field(/^Your name/)).toHaveAttribute('name', 'name');
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    expect(field(/^Skill/)).not.toHaveAttribute('readonly');
    expect(field(/^Headline/)).not.toBeRequired();
    const relation = field(/^Relation/);
    expect(relation).toHaveValue('connection');
    expect(
      within(relation)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Connection', 'Colleague', 'Other']);
  });

  it('shows the shared schema messages under the fields and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(201, CREATED);
    render(<Harness />);
    await user.type(field(/^Email/), 'not-an-email');
    await user.click(submitButton());

    expect(within(dialog()).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter a valid email')).toBeInTheDocument();
    expect(within(dialog()).getByText('Skill is required')).toBeInTheDocument();
    expect(field(/^Your name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Your name/)).toHaveAccessibleDescription('Name is required');
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Skill/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Headline/)).toHaveAttribute('aria-invalid', 'false');
    expect(field(/^Your name/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // A one-letter name is still too short (at least 2).
    await user.type(field(/^Your name/), 'A');
    expect(field(/^Your name/)).toHaveAttribute('aria-invalid', 'false');
    await user.click(submitButton());
    expect(within(dialog()).getByText('Name is required')).toBeInTheDocument();
  });

  it('shows Submitting... on a disabled button while the request runs', async () => {
    const user = userEvent.setup();
    let release: ((response: Response) => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      ),
    );
    render(<Harness skill="Cloud Architecture" />);
    await fillValidForm(user);
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent('Submitting...');
    expect(submitButton()).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await act(async () => {
      release?.(answer(201, CREATED));
    });
    expect(await within(dialog()).findByText('Thank you!')).toBeInTheDocument();
  });

  it('posts the endorsement with the honeypot and an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(201, CREATED);
    render(<Harness />);
    await fillValidForm(user, 'Rust');
    await user.type(field(/^Headline/), '  Analyst at Engines Ltd ');
    await user.selectOptions(field(/^Relation/), 'colleague');
    await user.click(submitButton());
    await within(dialog()).findByText('Thank you!');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/endorsements');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(postedBody(fetchMock)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      skill: 'Rust',
      headline: 'Analyst at Engines Ltd',
      relation: 'colleague',
      website: '',
    });
  });

  it('sends what a bot put in the honeypot, and leaves out a blank headline', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(201, CREATED);
    render(<Harness skill="Cloud Architecture" />);
    await fillValidForm(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error('no honeypot field');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    await user.type(honeypot, 'https://spam.example');
    await user.click(submitButton());
    await within(dialog()).findByText('Thank you!');

    const body = postedBody(fetchMock);
    expect(body.website).toBe('https://spam.example');
    expect(body.skill).toBe('Cloud Architecture');
    expect(body.relation).toBe('connection');
    expect(body).not.toHaveProperty('headline');
  });

  it('thanks the visitor with fireworks, then closes after 2.5 s with a fresh form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubFetch(201, CREATED);
    render(<Harness />);
    await fillValidForm(user, 'Data Engineering');
    await user.click(submitButton());

    const thanks = await within(dialog()).findByRole('status');
    expect(thanks).toHaveTextContent('Thank you!');
    expect(thanks).toHaveTextContent('Thank you for endorsing "Data Engineering"!');
    expect(thanks).toHaveTextContent(/submitted for review/);
    expect(thanks).toHaveFocus();
    expect(within(thanks).getByTestId('fireworks')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(ENDORSEMENT_SUCCESS_MS - 500);
    });
    expect(dialog()).toHaveTextContent('Thank you!');

    act(() => {
      vi.advanceTimersByTime(500);
    });
    // The dialog fades out, then leaves the page.
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(within(dialog()).queryByText('Thank you!')).not.toBeInTheDocument();
    expect(field(/^Your name/)).toHaveValue('');
    expect(field(/^Email/)).toHaveValue('');
    expect(field(/^Skill/)).toHaveValue('');
  });

  it('thanks without fireworks when the visitor prefers reduced motion', async () => {
    stubReducedMotion(true);
    const user = userEvent.setup();
    stubFetch(201, CREATED);
    render(<Harness skill="Cloud Architecture" />);
    await fillValidForm(user);
    await user.click(submitButton());

    expect(await within(dialog()).findByText('Thank you!')).toBeInTheDocument();
    expect(screen.queryByTestId('fireworks')).not.toBeInTheDocument();
  });

  it('shows the server message in a destructive toast and its field errors under the fields', async () => {
    const user = userEvent.setup();
    stubFetch(400, {
      success: false,
      message: 'Please check the highlighted fields.',
      errors: { email: ['This email cannot receive mail.'] },
    });
    render(<Harness skill="Cloud Architecture" />);
    await fillValidForm(user);
    await user.click(submitButton());

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Please check the highlighted fields.');
    expect(within(dialog()).getByText('This email cannot receive mail.')).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Email/)).toHaveFocus();
    // The form stays as typed, ready to try again.
    expect(submitButton()).toHaveTextContent('Submit Endorsement');
    expect(submitButton()).toBeEnabled();
    expect(field(/^Your name/)).toHaveValue('Ada Lovelace');
  });

  it('shows the server message for a 429 too', async () => {
    const user = userEvent.setup();
    stubFetch(429, { success: false, message: 'Too many requests. Please wait a moment.' });
    render(<Harness skill="Cloud Architecture" />);
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Too many requests. Please wait a moment.',
    );
  });

  it('falls back to the standard failure message when the server gives none', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<Harness skill="Cloud Architecture" />);
    await fillValidForm(user);
    await user.click(submitButton());

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(SUBMIT_FAILED_MESSAGE);
    expect(SUBMIT_FAILED_MESSAGE).toBe('Failed to submit endorsement. Please try again.');
  });

  it('reports an unexpected failure with the generic message', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(201, CREATED);
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new Error('no crypto here');
    });
    render(<Harness skill="Cloud Architecture" />);
    await fillValidForm(user);
    await user.click(submitButton());

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(UNEXPECTED_ERROR_MESSAGE);
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('An unexpected error occurred. Please try again later.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes on Cancel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a click on the backdrop', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const container = document.querySelector<HTMLElement>('.MuiDialog-container');
    if (!container) throw new Error('no dialog container');
    await user.click(container);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

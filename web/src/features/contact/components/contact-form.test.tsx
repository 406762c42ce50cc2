import { CONTACT_SENT_MESSAGE } from '@shared/contact';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast: toastMock }));

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const SENT_BANNER = 'Your message was sent successfully. Thank you for reaching out!';
const FAILED_BANNER =
  'There was an error sending your message. Please try again or contact directly via email.';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const nameField = () => field(/^Name/);
const emailField = () => field(/^Email/);
const subjectField = () => field(/^Subject/);
const messageField = () => field(/^Message/);
const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending/ });

const VALID = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  subject: 'A project idea',
  message: 'I would like to talk about a new platform.',
};

async function fill(values: Partial<typeof VALID> = VALID): Promise<void> {
  const user = userEvent.setup();
  if (values.name) await user.type(nameField(), values.name);
  if (values.email) await user.type(emailField(), values.email);
  if (values.subject) await user.type(subjectField(), values.subject);
  if (values.message) await user.type(messageField(), values.message);
}

function sentRequest(index = 0): { url: string; init: RequestInit; body: unknown } {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`no request #${index}`);
  const [url, init = {}] = call;
  return { url: String(url), init, body: JSON.parse(String(init.body)) };
}

const header = (init: RequestInit, name: string): string | undefined =>
  (init.headers as Record<string, string>)[name];

function expectValuesKept(): void {
  expect(nameField()).toHaveValue(VALID.name);
  expect(emailField()).toHaveValue(VALID.email);
  expect(subjectField()).toHaveValue(VALID.subject);
  expect(messageField()).toHaveValue(VALID.message);
}

beforeEach(() => {
  fetchMock.mockReset();
  toastMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing a whole message key by key into four MUI fields takes seconds in jsdom, more on a busy
// machine: the form's tests get more time than the default five seconds.
describe('ContactForm', { timeout: 30_000 }, () => {
  it('shows the heading, labelled fields and the send button', () => {
    render(<ContactForm />);
    expect(screen.getByRole('heading', { name: 'Send a Message' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send a Message' })).toBeInTheDocument();
    for (const input of [nameField(), emailField(), subjectField(), messageField()]) {
      expect(input).toBeInTheDocument();
    }
    expect(sendButton()).toBeEnabled();
  });

  it('shows the field messages on submit, sends nothing, and clears each one once corrected', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill({ name: 'A', email: 'not-an-email', subject: 'Hi', message: 'Short' });
    await user.click(sendButton());

    expect(screen.getByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('Name must be at least 2 characters.');
    expect(nameField()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(nameField(), 'da');
    expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Subject must be at least 5 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows all four messages for an empty form', async () => {
    render(<ContactForm />);
    await userEvent.click(sendButton());
    expect(screen.getByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends once with an Idempotency-Key, is disabled while pending, then toasts, shows the banner and resets', async () => {
    let resolve: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((done) => {
          resolve = done;
        }),
    );
    render(<ContactForm />);
    await fill();
    await userEvent.click(sendButton());

    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveTextContent('Sending...');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init, body } = sentRequest();
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(header(init, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toEqual({
      name: VALID.name,
      email: 'ada@example.com',
      subject: VALID.subject,
      message: VALID.message,
      website: '',
    });

    resolve(answer(201, { success: true, message: CONTACT_SENT_MESSAGE, id: 'm1' }));

    expect(await screen.findByText(SENT_BANNER)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SENT_BANNER);
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Success!',
      description: CONTACT_SENT_MESSAGE,
    });
    expect(nameField()).toHaveValue('');
    expect(emailField()).toHaveValue('');
    expect(subjectField()).toHaveValue('');
    expect(messageField()).toHaveValue('');
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).toHaveTextContent('Send Message');
  });

  it('sends the honeypot value as website', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(answer(201, { success: true, message: CONTACT_SENT_MESSAGE, id: 'm2' })),
    );
    const { container } = render(<ContactForm />);
    const honeypot = container.querySelector('input[name="website"]');
    if (!honeypot) throw new Error('no honeypot field');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await fill();
    await userEvent.click(sendButton());

    await screen.findByText(SENT_BANNER);
    expect(sentRequest().body).toMatchObject({ website: 'https://spam.example' });
  });

  it("shows the server's field errors and message on a 400 and keeps every typed value", async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        answer(400, {
          success: false,
          message: 'Please correct the highlighted fields.',
          errors: { subject: ['Subject must be at most 200 characters.'] },
        }),
      ),
    );
    render(<ContactForm />);
    await fill();
    await userEvent.click(sendButton());

    expect(await screen.findByText(FAILED_BANNER)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED_BANNER);
    expect(screen.getByText('Subject must be at most 200 characters.')).toBeInTheDocument();
    expect(subjectField()).toHaveAttribute('aria-invalid', 'true');
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Please correct the highlighted fields.',
      variant: 'destructive',
    });
    expectValuesKept();
    expect(sendButton()).toBeEnabled();
  });

  it("falls back to 'Failed to send message' when the server gives no message", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(500, {})));
    render(<ContactForm />);
    await fill();
    await userEvent.click(sendButton());

    expect(await screen.findByText(FAILED_BANNER)).toBeInTheDocument();
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to send message',
      variant: 'destructive',
    });
  });

  it('shows the rate-limit message from a 429', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        answer(429, { success: false, message: 'Too many messages. Please try again later.' }),
      ),
    );
    render(<ContactForm />);
    await fill();
    await userEvent.click(sendButton());

    expect(await screen.findByText(FAILED_BANNER)).toBeInTheDocument();
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Too many messages. Please try again later.',
      variant: 'destructive',
    });
    expectValuesKept();
  });

  it('on a network failure shows the banner, keeps the values, and a retry reuses the key', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(() =>
        Promise.resolve(answer(201, { success: true, message: CONTACT_SENT_MESSAGE, id: 'm3' })),
      );
    render(<ContactForm />);
    await fill();
    await userEvent.click(sendButton());

    expect(await screen.findByText(FAILED_BANNER)).toBeInTheDocument();
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to send message. Please try again later.',
      variant: 'destructive',
    });
    expectValuesKept();

    await userEvent.click(sendButton());
    expect(await screen.findByText(SENT_BANNER)).toBeInTheDocument();
    expect(screen.queryByText(FAILED_BANNER)).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const first = header(sentRequest(0).init, 'Idempotency-Key');
    expect(first).toBeDefined();
    expect(header(sentRequest(1).init, 'Idempotency-Key')).toBe(first);
  });
});

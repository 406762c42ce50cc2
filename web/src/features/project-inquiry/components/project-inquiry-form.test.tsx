import { profile } from '@shared/content/profile';
import { INQUIRY_RECEIVED_MESSAGE } from '@shared/project-inquiry';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { ProjectInquiryForm } from './project-inquiry-form';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));
const toastMock = vi.mocked(toast);

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const accepted = () =>
  answer(201, { success: true, message: INQUIRY_RECEIVED_MESSAGE, id: 'inq-1' });

interface Sent {
  url: string;
  method: string | undefined;
  key: string | undefined;
  body: Record<string, unknown>;
}

function sent(): Sent[] {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
  }));
}

function onlySent(): Sent {
  const [first, ...rest] = sent();
  if (!first || rest.length > 0) throw new Error(`expected one request, got ${sent().length}`);
  return first;
}

const titleField = () => screen.getByRole('textbox', { name: 'Project title' });
const descriptionField = () => screen.getByRole('textbox', { name: 'Project description' });
const requirementsField = () => screen.getByRole('textbox', { name: 'Specific requirements' });
const emailField = () => screen.getByRole('textbox', { name: 'Your email' });
const submitButton = () =>
  screen.getByRole('button', { name: /^(Submit Inquiry|Submitting\.\.\.)$/ });

function setup() {
  const user = userEvent.setup({ delay: null });
  const onSubmitted = vi.fn();
  render(<ProjectInquiryForm onSubmitted={onSubmitted} />);
  return { user, onSubmitted };
}

type User = ReturnType<typeof userEvent.setup>;

/** Pastes rather than types: one input event per field keeps these MUI-heavy tests quick. */
async function fill(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(user: User): Promise<void> {
  await user.click(screen.getByRole('radio', { name: /^Web Development/ }));
  await fill(user, titleField(), 'Booking platform');
  await fill(user, descriptionField(), 'A booking site for a chain of climbing gyms.');
  await fill(user, emailField(), 'Client@Example.com');
}

beforeEach(() => {
  toastMock.mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProjectInquiryForm', () => {
  it('shows every category with its rate and defaults urgency to Moderate', () => {
    setup();
    expect(screen.getByRole('radio', { name: 'AI Development £120-150/hr' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Web Development £80-120/hr' })).not.toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Technical Consulting £100-140/hr' }),
    ).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Design & UX £70-100/hr' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Standard 2-4 weeks' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Moderate 1-2 weeks' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Urgent under 1 week' })).not.toBeChecked();
    expect(screen.getByLabelText('Budget')).toHaveValue('');
    expect(screen.getByLabelText('Timeline')).toHaveValue('');
  });

  it('refuses to send with required fields missing and says which', async () => {
    const { user, onSubmitted } = setup();
    await fill(user, titleField(), 'Only a title');
    await user.click(submitButton());

    expect(toastMock).toHaveBeenCalledWith({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
      variant: 'destructive',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a project category.')).toBeInTheDocument();
    expect(descriptionField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Describe your project.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(titleField()).toHaveAttribute('aria-invalid', 'false');
    // The first field in error takes focus so the visitor can fix it.
    expect(screen.getByRole('radio', { name: /^AI Development/ })).toHaveFocus();
  });

  it('clears a field error as soon as the field is filled', async () => {
    const { user } = setup();
    await user.click(submitButton());
    expect(screen.getByText('Give your project a title.')).toBeInTheDocument();
    await user.type(titleField(), 'x');
    expect(screen.queryByText('Give your project a title.')).not.toBeInTheDocument();
    expect(titleField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('treats an invalid email as missing information and says it is invalid', async () => {
    const { user } = setup();
    await fillRequired(user);
    await user.clear(emailField());
    await fill(user, emailField(), 'not-an-email');
    await user.click(submitButton());
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Missing Information' }),
    );
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the inquiry with urgency medium by default and leaves blank optional fields out', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(accepted()));
    const { user } = setup();
    await fillRequired(user);
    const before = Date.now();
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    const request = onlySent();
    expect(request.url).toBe('/api/project-inquiry');
    expect(request.method).toBe('POST');
    expect(request.key).toMatch(/^[0-9a-f-]{36}$/);
    const { timestamp, ...rest } = request.body;
    expect(rest).toEqual({
      category: 'web-development',
      title: 'Booking platform',
      description: 'A booking site for a chain of climbing gyms.',
      contactEmail: 'client@example.com',
      urgency: 'medium',
      website: '',
    });
    expect(typeof timestamp).toBe('string');
    const sentAt = Date.parse(String(timestamp));
    expect(new Date(sentAt).toISOString()).toBe(timestamp);
    expect(sentAt).toBeGreaterThanOrEqual(before - 1);
    expect(sentAt).toBeLessThanOrEqual(Date.now());
  });

  it('sends budget, timeline, urgency and requirements when chosen', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(accepted()));
    const { user } = setup();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Budget'), '10k-25k');
    await user.selectOptions(screen.getByLabelText('Timeline'), '2-3-months');
    await user.click(screen.getByRole('radio', { name: /^Urgent/ }));
    await fill(user, requirementsField(), 'Stripe payments');
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    expect(onlySent().body).toMatchObject({
      budget: '10k-25k',
      timeline: '2-3-months',
      urgency: 'high',
      requirements: 'Stripe payments',
    });
  });

  it('shows Submitting... while sending, then thanks the visitor, clears the form and reports it', async () => {
    let deliver: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          deliver = resolve;
        }),
    );
    const { user, onSubmitted } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: /^Urgent/ }));
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();

    deliver(accepted());
    expect(await screen.findByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Project Inquiry Submitted',
      description:
        "Your project inquiry has been received. I'll respond within 24 hours with a detailed proposal.",
    });
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    for (const radio of screen.getAllByRole('radio', { name: /\/hr$/ })) {
      expect(radio).not.toBeChecked();
    }
    expect(titleField()).toHaveValue('');
    expect(descriptionField()).toHaveValue('');
    expect(emailField()).toHaveValue('');
    expect(screen.getByRole('radio', { name: /^Moderate/ })).toBeChecked();
  });

  it('keeps everything typed and points to the email address when sending fails', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(answer(500, { success: false, message: 'Something broke' })),
    );
    const { user, onSubmitted } = setup();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Budget'), 'hourly');
    await user.click(submitButton());

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Submission Error',
        description: `Unable to submit project inquiry. Please try emailing ${profile.email} directly.`,
        variant: 'destructive',
      }),
    );
    expect(profile.email).toContain('@');
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /^Web Development/ })).toBeChecked();
    expect(titleField()).toHaveValue('Booking platform');
    expect(descriptionField()).toHaveValue('A booking site for a chain of climbing gyms.');
    expect(emailField()).toHaveValue('Client@Example.com');
    expect(screen.getByLabelText('Budget')).toHaveValue('hourly');
  });

  it('shows the server’s field errors under the fields', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        answer(400, {
          success: false,
          message: 'Please check the form.',
          errors: { title: ['Title must be at most 150 characters.'] },
        }),
      ),
    );
    const { user } = setup();
    await fillRequired(user);
    await user.click(submitButton());

    expect(await screen.findByText('Title must be at most 150 characters.')).toBeInTheDocument();
    expect(titleField()).toHaveAttribute('aria-invalid', 'true');
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Submission Error' }));
  });

  it('retries unchanged content after a network failure with the same Idempotency-Key and timestamp', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(() => Promise.resolve(accepted()));
    const { user, onSubmitted } = setup();
    await fillRequired(user);

    await user.click(submitButton());
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Submission Error' }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));

    const [first, retry] = sent();
    expect(first?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry?.key).toBe(first?.key);
    expect(retry?.body).toEqual(first?.body);
  });

  it('treats edited content as a new submission with a new key', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(() => Promise.resolve(accepted()));
    const { user } = setup();
    await fillRequired(user);

    await user.click(submitButton());
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Submission Error' }),
      ),
    );
    await fill(user, titleField(), ' v2');
    await user.click(await screen.findByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    const [first, edited] = sent();
    expect(edited?.body.title).toBe('Booking platform v2');
    expect(edited?.key).not.toBe(first?.key);
  });

  it('Reset clears every field and every error', async () => {
    const { user } = setup();
    await user.click(submitButton());
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: /^Standard/ }));
    await user.selectOptions(screen.getByLabelText('Timeline'), 'ongoing');
    await fill(user, requirementsField(), 'Accessible');
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(screen.getByRole('radio', { name: /^Web Development/ })).not.toBeChecked();
    expect(titleField()).toHaveValue('');
    expect(descriptionField()).toHaveValue('');
    expect(requirementsField()).toHaveValue('');
    expect(emailField()).toHaveValue('');
    expect(screen.getByLabelText('Timeline')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /^Moderate/ })).toBeChecked();
    expect(screen.queryByText('Choose a project category.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('carries the hidden honeypot and sends its value as website', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(accepted()));
    const { user } = setup();
    await fillRequired(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error('no honeypot field');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    await fill(user, honeypot, 'https://spam.example');
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(onlySent().body.website).toBe('https://spam.example');
  });
});

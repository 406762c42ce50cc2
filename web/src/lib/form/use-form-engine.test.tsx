import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from '@shared/zod';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { APP_CHECK_REFUSED_MESSAGE } from '@shared/app-check';
import { ApiError } from '../api-client';
import { QUEUED_MESSAGE, sent, type Delivery } from './outcome';
import { useFormEngine, type FormEngineOptions } from './use-form-engine';
import { useFormValid } from './use-form-valid';

const schema = z.object({
  name: z.string().trim().min(2, 'Name is too short.'),
  email: z.string().trim().email('Email is not valid.'),
});
type Values = { name: string; email: string };
type Options = FormEngineOptions<Values, z.output<typeof schema>>;

function TestForm(options: Partial<Options> & Pick<Options, 'action'>) {
  const form = useFormEngine({ schema, defaultValues: { name: '', email: '' }, ...options });
  const valid = useFormValid(form);
  return (
    <Form form={form} aria-label="Test form">
      <FormAlert sent failed />
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="email" label="Email" />
      <span data-testid="valid">{String(valid)}</span>
      <SubmitButton busyText="Sending...">Send</SubmitButton>
    </Form>
  );
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const button = () => screen.getByRole('button', { name: /Send/ });
const honeypot = () => {
  const input = document.querySelector<HTMLInputElement>('input[name="website"]');
  if (!input) throw new Error('no honeypot field');
  return input;
};

async function fillValid(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.type(nameField(), ' Ada ');
  await user.type(emailField(), 'ada@example.com');
}

/** An action that waits until the test lets it answer. */
function pendingAction() {
  let answer: (delivery: Delivery) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const action = vi.fn(
    () =>
      new Promise<Delivery>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return {
    action,
    answer: (delivery: Delivery) => answer(delivery),
    fail: (e: unknown) => fail(e),
  };
}

describe('useFormEngine', () => {
  it('sends the parsed values with the honeypot, reports sent, and resets when asked', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => Promise.resolve(sent('Thanks!')));
    const onOutcome = vi.fn();
    render(<TestForm action={action} honeypot resetAfterDelivery onOutcome={onOutcome} />);
    await fillValid(user);
    fireEvent.change(honeypot(), { target: { value: 'bot' } });
    await user.click(button());

    expect(await screen.findByRole('status')).toHaveTextContent('Thanks!');
    expect(action).toHaveBeenCalledExactlyOnceWith(
      { name: 'Ada', email: 'ada@example.com' },
      { honeypot: 'bot' },
    );
    expect(onOutcome).toHaveBeenCalledWith(
      { status: 'sent', message: 'Thanks!' },
      { name: 'Ada', email: 'ada@example.com' },
    );
    expect(nameField()).toHaveValue('');
    expect(honeypot()).toHaveValue('');
  });

  it('reports queued with the offline promise', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() =>
      Promise.resolve<Delivery>({ status: 'queued', message: QUEUED_MESSAGE }),
    );
    render(<TestForm action={action} />);
    await fillValid(user);
    await user.click(button());

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Saved. It will be sent when you're back online.",
    );
  });

  it("reports failed with the server's message and its field errors under the fields, the first focused", async () => {
    const user = userEvent.setup();
    const action = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'Please check the form.', {
          message: 'Please check the form.',
          errors: { email: ['That inbox does not exist.'], name: ['That name is taken.'] },
        }),
      ),
    );
    render(<TestForm action={action} />);
    await fillValid(user);
    await user.click(button());

    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form.');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('That name is taken.');
    expect(emailField()).toHaveAccessibleDescription('That inbox does not exist.');
    // The first field on the page, not the first the server named.
    expect(nameField()).toHaveFocus();
    expect(nameField()).toHaveValue(' Ada ');
  });

  it('words a failure as the form asks and shows one without a field error under failureField', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => Promise.reject(new ApiError(0, 'Network error. Please try again.')));
    render(
      <TestForm
        action={action}
        failureField="email"
        describeFailure={(failure) => `${failure.cause}: try later`}
      />,
    );
    await fillValid(user);
    await user.click(button());

    await waitFor(() => expect(emailField()).toHaveAccessibleDescription('unreachable: try later'));
    expect(emailField()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('unreachable: try later');
  });

  it('shows App Check’s refusal in its own words, not the form’s fixed failure text', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() =>
      Promise.reject(
        new ApiError(401, APP_CHECK_REFUSED_MESSAGE, { message: APP_CHECK_REFUSED_MESSAGE }),
      ),
    );
    render(
      <TestForm action={action} failureField="email" describeFailure={() => 'Could not send.'} />,
    );
    await fillValid(user);
    await user.click(button());

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(APP_CHECK_REFUSED_MESSAGE),
    );
    expect(screen.queryByText('Could not send.')).not.toBeInTheDocument();
  });

  it('shows the schema messages on submit, focuses the first invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => Promise.resolve(sent('Thanks!')));
    const onInvalid = vi.fn();
    render(<TestForm action={action} onInvalid={onInvalid} />);
    await user.type(emailField(), 'not-an-email');
    await user.click(button());

    expect(screen.getByText('Name is too short.')).toBeInTheDocument();
    expect(screen.getByText('Email is not valid.')).toBeInTheDocument();
    expect(nameField()).toHaveFocus();
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(action).not.toHaveBeenCalled();
  });

  it('says the busy text on a disabled button while sending, with read-only fields', async () => {
    const user = userEvent.setup();
    const { action, answer } = pendingAction();
    render(<TestForm action={action} />);
    await fillValid(user);
    await user.click(button());

    expect(button()).toHaveTextContent('Sending...');
    expect(button()).toBeDisabled();
    expect(nameField()).toHaveAttribute('readonly');
    expect(screen.getByRole('form', { name: 'Test form' })).toHaveAttribute('aria-busy', 'true');

    answer(sent('Thanks!'));
    await waitFor(() => expect(button()).toHaveTextContent('Send'));
    expect(button()).toBeEnabled();
    expect(nameField()).not.toHaveAttribute('readonly');
  });

  it('sends once however often the form is submitted meanwhile', async () => {
    const user = userEvent.setup();
    const { action, fail } = pendingAction();
    render(<TestForm action={action} />);
    await fillValid(user);
    const form = screen.getByRole('form', { name: 'Test form' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(button()).toBeDisabled());
    fireEvent.submit(form);
    expect(action).toHaveBeenCalledOnce();

    fail(new ApiError(500, 'Boom', {}));
    await waitFor(() => expect(button()).toBeEnabled());
    fireEvent.submit(form);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
  });

  it.each([
    ['revalidate', 'Name is too short.', 'true'],
    ['clear', null, 'false'],
    ['keep', 'Name is too short.', 'true'],
  ] as const)(
    'after a submit, errorsOnEdit %s: an edit that is still too short',
    async (mode, shown, invalid) => {
      const user = userEvent.setup();
      render(<TestForm action={vi.fn()} errorsOnEdit={mode} />);
      await user.click(button());
      expect(screen.getByText('Name is too short.')).toBeInTheDocument();

      await user.type(nameField(), 'A');
      if (shown) expect(screen.getByText(shown)).toBeInTheDocument();
      else expect(screen.queryByText('Name is too short.')).not.toBeInTheDocument();
      expect(nameField()).toHaveAttribute('aria-invalid', invalid);
    },
  );

  it('shows no errors while typing before the first submit, and none again after a reset', async () => {
    const user = userEvent.setup();
    render(<TestForm action={() => Promise.resolve(sent('Thanks!'))} resetAfterDelivery />);
    await user.type(nameField(), 'A');
    expect(nameField()).toHaveAttribute('aria-invalid', 'false');

    await user.type(nameField(), 'da');
    await user.type(emailField(), 'ada@example.com');
    await user.click(button());
    await screen.findByRole('status');
    await user.type(nameField(), 'A');
    expect(nameField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('tells whether the values pass the schema as they change', async () => {
    const user = userEvent.setup();
    render(<TestForm action={vi.fn()} />);
    const valid = screen.getByTestId('valid');
    expect(valid).toHaveTextContent('false');
    await fillValid(user);
    expect(valid).toHaveTextContent('true');
  });

  it('shows the errors of a nested form under its inner fields and clears them once fixed', async () => {
    const nested = z.object({
      title: z.string().min(1, 'Give a title.'),
      hours: z.object({
        start: z.string(),
        end: z.string().refine((end) => end > '09:00', 'The end must come after the start.'),
      }),
    });
    const action = vi.fn(() => Promise.resolve(sent('Saved.')));
    function NestedForm() {
      const form = useFormEngine({
        schema: nested,
        defaultValues: { title: 'Week', hours: { start: '09:00', end: '08:00' } },
        action,
      });
      return (
        <Form form={form} aria-label="Nested form">
          <FormAlert sent />
          <FormTextField control={form.control} name="title" label="Title" />
          <FormTextField control={form.control} name="hours.end" label="Until" />
          <SubmitButton>Save</SubmitButton>
        </Form>
      );
    }
    const user = userEvent.setup();
    render(<NestedForm />);
    const until = screen.getByRole('textbox', { name: 'Until' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(until).toHaveAccessibleDescription('The end must come after the start.');
    expect(until).toHaveFocus();
    expect(action).not.toHaveBeenCalled();

    await user.clear(until);
    await user.type(until, '17:00');
    expect(until).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(action).toHaveBeenCalledWith(
      { title: 'Week', hours: { start: '09:00', end: '17:00' } },
      expect.anything(),
    );
  });
});

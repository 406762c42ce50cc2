import { contactMessageSchema } from '@shared/contact';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { validate } from '@/lib/validate';
import { createContactSender } from '../api/contact-api';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
type Values = Record<ContactField, string>;
type FieldErrors = Partial<Record<ContactField, string>>;

export type ContactOutcome = 'sent' | 'failed' | null;

export const CONTACT_SENT_BANNER =
  'Your message was sent successfully. Thank you for reaching out!';
export const CONTACT_FAILED_BANNER =
  'There was an error sending your message. Please try again or contact directly via email.';
const SERVER_FAILED = 'Failed to send message';
const UNREACHABLE = 'Failed to send message. Please try again later.';

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

const isField = (key: string): key is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(key);

function pickFieldErrors(found: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(found)) if (isField(key)) errors[key] = message;
  return errors;
}

/** The server's `errors: { field: [message] }`, first message per field of this form. */
function serverFieldErrors(error: ApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(error.fieldErrors())) {
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (isField(key) && typeof first === 'string') errors[key] = first;
  }
  return errors;
}

/** SPEC §8: the server's words when it answered; otherwise the visitor's connection is the likely cause. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return UNREACHABLE;
  const message = error.body.message;
  return typeof message === 'string' && message.trim() ? message : SERVER_FAILED;
}

/**
 * The contact form's life: values, field errors (shown after the first Send and updated as each
 * field is edited), a sending flag, and the outcome banner. Typed values survive every failure.
 */
export function useContactForm() {
  const [send] = useState(createContactSender);
  const [values, setValues] = useState<Values>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // Errors only appear once the visitor has tried to send, not while they type the first time.
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ContactOutcome>(null);
  const inputs = useRef<Partial<Record<ContactField, HTMLInputElement | null>>>({});

  const focusFirst = (found: FieldErrors): void => {
    const first = CONTACT_FIELDS.find((name) => found[name]);
    if (first) inputs.current[first]?.focus();
  };

  const change = (name: ContactField, value: string): void => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (!checking) return;
    const found = validate(contactMessageSchema, next).errors[name];
    setErrors((previous) => {
      const { [name]: _previous, ...others } = previous;
      return found ? { ...others, [name]: found } : others;
    });
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (sending) return;
    setChecking(true);
    // The honeypot is left out of validation: a bot's oversized value must still look accepted.
    const { data, errors: found } = validate(contactMessageSchema, values);
    const fieldErrors = pickFieldErrors(found);
    setErrors(fieldErrors);
    if (!data) {
      focusFirst(fieldErrors);
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const answer = await send({ ...data, website });
      toast({ title: 'Success!', description: answer.message });
      setOutcome('sent');
      setValues(EMPTY);
      setWebsite('');
      setErrors({});
      setChecking(false);
    } catch (error) {
      toast({ title: 'Error', description: failureMessage(error), variant: 'destructive' });
      setOutcome('failed');
      if (error instanceof ApiError) {
        const fromServer = serverFieldErrors(error);
        setErrors((previous) => ({ ...previous, ...fromServer }));
        focusFirst(fromServer);
      }
    } finally {
      setSending(false);
    }
  };

  /** Props for the TextField of one field: value, change handler, error under it, focus target. */
  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  return {
    field,
    honeypot: { value: website, onChange: setWebsite },
    sending,
    outcome,
    onSubmit: (event: FormEvent) => void submit(event),
  };
}

import { profile } from '@shared/content/profile';
import { HONEYPOT_FIELD } from '@shared/fields';
import {
  INQUIRY_RECEIVED_MESSAGE,
  MISSING_INFORMATION_MESSAGE,
  MISSING_INFORMATION_TITLE,
  projectInquirySchema,
  type ProjectInquiry,
} from '@shared/project-inquiry';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { validate } from '@/lib/validate';
import { createProjectInquirySender } from '../api/project-inquiry-api';

export const INQUIRY_FIELDS = [
  'category',
  'title',
  'description',
  'budget',
  'timeline',
  'urgency',
  'requirements',
  'contactEmail',
] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
export type InquiryValues = Record<InquiryField, string>;
type FieldErrors = Partial<Record<InquiryField, string>>;

const REQUIRED_FIELDS = ['category', 'title', 'description', 'contactEmail'] as const;
type RequiredField = (typeof REQUIRED_FIELDS)[number];
const OPTIONAL_FIELDS: readonly InquiryField[] = ['budget', 'timeline', 'requirements'];

export const DEFAULT_URGENCY = 'medium' satisfies ProjectInquiry['urgency'];

export const INQUIRY_SUBMITTED_TITLE = 'Project Inquiry Submitted';
export const SUBMISSION_ERROR_TITLE = 'Submission Error';
export const submissionErrorMessage = (email: string): string =>
  `Unable to submit project inquiry. Please try emailing ${email} directly.`;

// The schema answers every missing required field with SPEC's one sentence; under the field
// itself the visitor needs to know which thing is missing.
const MISSING_HINTS: Record<RequiredField, string> = {
  category: 'Choose a project category.',
  title: 'Give your project a title.',
  description: 'Describe your project.',
  contactEmail: 'Enter your email address.',
};
const INVALID_EMAIL = 'Please enter a valid email address.';

const EMPTY: InquiryValues = {
  category: '',
  title: '',
  description: '',
  budget: '',
  timeline: '',
  urgency: DEFAULT_URGENCY,
  requirements: '',
  contactEmail: '',
};

const isField = (key: string): key is InquiryField =>
  (INQUIRY_FIELDS as readonly string[]).includes(key);
const isRequired = (key: InquiryField): key is RequiredField =>
  (REQUIRED_FIELDS as readonly string[]).includes(key);

/** What the schema should see: optional fields left blank are absent, not empty strings. */
function toInput(values: InquiryValues): Partial<InquiryValues> {
  const input: Partial<InquiryValues> = {};
  for (const name of INQUIRY_FIELDS) {
    const value = values[name];
    if (OPTIONAL_FIELDS.includes(name) && value.trim() === '') continue;
    input[name] = value;
  }
  return input;
}

function fieldMessage(name: InquiryField, message: string, values: InquiryValues): string {
  if (message !== MISSING_INFORMATION_MESSAGE || !isRequired(name)) return message;
  if (name === 'contactEmail' && values.contactEmail.trim() !== '') return INVALID_EMAIL;
  return MISSING_HINTS[name];
}

function describeErrors(found: Record<string, string>, values: InquiryValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(found)) {
    if (isField(key)) errors[key] = fieldMessage(key, message, values);
  }
  return errors;
}

/** The server's `errors: { field: [message] }`, first message per field of this form. */
function serverFieldErrors(error: ApiError, values: InquiryValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(error.fieldErrors())) {
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (isField(key) && typeof first === 'string') errors[key] = fieldMessage(key, first, values);
  }
  return errors;
}

/**
 * The project inquiry form's life: values, field errors (shown after the first Submit and
 * updated as each field is edited), a sending flag, and SPEC §8's toasts. Typed values survive
 * every failure; success clears the form and calls `onSubmitted`.
 */
export function useProjectInquiryForm({ onSubmitted }: { onSubmitted?: () => void } = {}) {
  const [send] = useState(createProjectInquirySender);
  const [values, setValues] = useState<InquiryValues>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // Errors only appear once the visitor has tried to submit, not while they type the first time.
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  // When this content was first submitted. Kept for retries of the same content so the payload,
  // and with it the Idempotency-Key, stays the same; any edit starts a new submission.
  const [stamp, setStamp] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<InquiryField, HTMLElement | null>>>({});

  const focusFirst = (found: FieldErrors): void => {
    const first = INQUIRY_FIELDS.find((name) => found[name]);
    if (first) inputs.current[first]?.focus();
  };

  const change = (name: InquiryField, value: string): void => {
    // The payload in flight is what success clears; edits made meanwhile would be lost with it.
    if (sending) return;
    const next = { ...values, [name]: value };
    setValues(next);
    setStamp(null);
    if (!checking) return;
    const found = validate(projectInquirySchema, toInput(next)).errors[name];
    setErrors(({ [name]: _previous, ...others }) =>
      found ? { ...others, [name]: fieldMessage(name, found, next) } : others,
    );
  };

  const changeHoneypot = (value: string): void => {
    setWebsite(value);
    setStamp(null);
  };

  const clear = (): void => {
    setValues(EMPTY);
    setWebsite('');
    setErrors({});
    setChecking(false);
    setStamp(null);
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (sending) return;
    setChecking(true);
    // The honeypot is left out of validation: a bot's oversized value must still look accepted.
    const { data, errors: found } = validate(projectInquirySchema, toInput(values));
    const fieldErrors = describeErrors(found, values);
    setErrors(fieldErrors);
    if (!data) {
      if (REQUIRED_FIELDS.some((name) => found[name] === MISSING_INFORMATION_MESSAGE)) {
        toast({
          title: MISSING_INFORMATION_TITLE,
          description: MISSING_INFORMATION_MESSAGE,
          variant: 'destructive',
        });
      }
      focusFirst(fieldErrors);
      return;
    }
    const timestamp = stamp ?? new Date().toISOString();
    setStamp(timestamp);
    setSending(true);
    try {
      await send({ ...data, timestamp, [HONEYPOT_FIELD]: website });
      toast({ title: INQUIRY_SUBMITTED_TITLE, description: INQUIRY_RECEIVED_MESSAGE });
      clear();
      onSubmitted?.();
    } catch (error) {
      toast({
        title: SUBMISSION_ERROR_TITLE,
        description: submissionErrorMessage(profile.email),
        variant: 'destructive',
      });
      if (error instanceof ApiError) {
        const fromServer = serverFieldErrors(error, values);
        setErrors((previous) => ({ ...previous, ...fromServer }));
        focusFirst(fromServer);
      }
    } finally {
      setSending(false);
    }
  };

  /** Props for the TextField of one field: value, change handler, error under it, focus target. */
  const field = (name: InquiryField, hint = ' ') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
    inputRef: (element: HTMLElement | null) => {
      inputs.current[name] = element;
    },
  });

  return {
    values,
    errors,
    sending,
    field,
    change,
    /** Registers the element that takes focus when `name` is the first field in error. */
    focusTarget: (name: InquiryField) => (element: HTMLElement | null) => {
      inputs.current[name] = element;
    },
    honeypot: { value: website, onChange: changeHoneypot },
    onSubmit: (event: FormEvent) => void submit(event),
    reset: clear,
  };
}

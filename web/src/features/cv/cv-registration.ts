import { z } from '@shared/zod';

/** CV Download Registration: each field must be longer than its bound, trimmed. */
export const CV_REGISTRATION_MIN_LENGTH = { name: 3, email: 5, purpose: 5 } as const;

const longerThan = (bound: number, message: string) =>
  z.string().refine((value) => value.trim().length > bound, message);

/** The registration's fields; they are not sent anywhere. */
export const cvRegistrationSchema = z.object({
  name: longerThan(CV_REGISTRATION_MIN_LENGTH.name, 'Please enter your full name.'),
  email: longerThan(CV_REGISTRATION_MIN_LENGTH.email, 'Please enter your email address.'),
  purpose: longerThan(
    CV_REGISTRATION_MIN_LENGTH.purpose,
    'Please tell me why you would like the CV.',
  ),
});

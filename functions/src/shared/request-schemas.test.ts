import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestVerificationCodeSchema, verifyCodeSchema } from './access-codes';
import { ADMIN_CALLS } from './admin-calls';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  emailRequestSchema,
  listUsersRequestSchema,
  loginRequestSchema,
  registerFormSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  setUserRoleRequestSchema,
  signInLinkRequestSchema,
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
  updateProfileRequestSchema,
  verifyEmailRequestSchema,
  verifyLoginRequestSchema,
} from './auth';
import { updateAvailabilitySettingsRequestSchema } from './availability';
import { contactMessageSchema } from './contact';
import { endorsementSubmissionSchema, moderateEndorsementSchema } from './endorsements';
import { serviceBookingSchema } from './bookings';
import { listInboxRequestSchema, setInboxReadRequestSchema } from './inbox';
import { cancelMeetingRequestSchema, meetingRequestSchema } from './meetings';
import { newsletterSubscribeSchema, newsletterUnsubscribeSchema } from './newsletter';
import { paymentSchema } from './payments';
import { projectInquirySchema } from './project-inquiry';
import { z } from './zod';

/** Every schema a request body or a callable's data is parsed with. */
const REQUEST_SCHEMAS: Record<string, z.ZodType> = {
  registerRequestSchema,
  registerFormSchema,
  loginRequestSchema,
  verifyLoginRequestSchema,
  signInLinkRequestSchema,
  emailRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  changePasswordRequestSchema,
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
  updateProfileRequestSchema,
  changeEmailRequestSchema,
  setUserRoleRequestSchema,
  listUsersRequestSchema,
  contactMessageSchema,
  projectInquirySchema,
  endorsementSubmissionSchema,
  moderateEndorsementSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  requestVerificationCodeSchema,
  verifyCodeSchema,
  listInboxRequestSchema,
  setInboxReadRequestSchema,
  updateAvailabilitySettingsRequestSchema,
  meetingRequestSchema,
  cancelMeetingRequestSchema,
  serviceBookingSchema,
  paymentSchema,
  ...Object.fromEntries(
    Object.entries(ADMIN_CALLS).map(([name, call]) => [`${name} (admin call)`, call.request]),
  ),
};

const WRONG_TYPES: unknown[] = [12345, -1.5, true, 'not-a-choice', ['x'], { nested: 1 }, ''];

/** zod's own wording, whatever the issue, as the global error map gives it when we gave none. */
const LIBRARY_TEXT = 'LIBRARY TEXT';

beforeAll(() => {
  z.config({ customError: () => LIBRARY_TEXT });
});

afterAll(() => {
  z.config({ customError: undefined });
});

function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function keysOf(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : ['email', 'password'];
}

it('sees library text wherever a schema gives no message of its own', () => {
  expect(messagesFor(z.object({ name: z.string().min(2) }), {})).toEqual([LIBRARY_TEXT]);
  expect(messagesFor(z.object({ name: z.string({ error: 'Name?' }) }), { name: 1 })).toEqual([
    'Name?',
  ]);
});

describe.each(Object.entries(REQUEST_SCHEMAS))('%s speaks in its own words', (_name, schema) => {
  it('when every field is missing', () => {
    for (const message of messagesFor(schema, {})) {
      expect(message).not.toBe(LIBRARY_TEXT);
      expect(message).not.toMatch(/^Invalid input/);
    }
  });

  it('when any field has the wrong type', () => {
    for (const key of keysOf(schema)) {
      for (const wrong of WRONG_TYPES) {
        for (const message of messagesFor(schema, { [key]: wrong })) {
          expect(message, `${key}: ${JSON.stringify(wrong)}`).not.toBe(LIBRARY_TEXT);
          expect(message).not.toMatch(/^Invalid input/);
        }
      }
    }
  });
});

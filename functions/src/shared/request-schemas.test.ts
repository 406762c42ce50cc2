import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestVerificationCodeSchema, verifyCodeSchema } from './project-access';
import { ADMIN_CALLS } from './admin-calls';
import { contentDocumentIdSchema } from './content/publishing-schema';
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
import { meetingRequestSchema, meetingTokenSchema } from './meetings';
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
  meetingTokenSchema,
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

/** Forms a string can take that name no document: a path, the dot segments, reserved names. */
const RESERVED_IDS = ['a/b', '/', '.', '..', '__x__', '__abcdefghijklmn__'];
const ID_FIELD = /^(id|uid)$|Id$/;

/** Every field of a request schema that names a stored document, as `schema.field`. */
const ID_FIELDS = Object.entries(REQUEST_SCHEMAS).flatMap(([name, schema]) =>
  keysOf(schema)
    .filter((key) => ID_FIELD.test(key))
    .map((key) => [`${name}.${key}`, schema, key] as const),
);

/** The issues a parse of `{ [key]: value }` raised at `key` itself. */
function issuesAt(schema: z.ZodType, key: string, value: string): number {
  const result = schema.safeParse({ [key]: value });
  return result.success ? 0 : result.error.issues.filter((issue) => issue.path[0] === key).length;
}

describe('ids taken from a request body', () => {
  it('are found in every schema that has them', () => {
    expect(ID_FIELDS.map(([label]) => label)).toEqual(
      expect.arrayContaining([
        'paymentSchema.bookingId',
        'setUserRoleRequestSchema.uid',
        'setInboxReadRequestSchema.id',
        'moderateEndorsementSchema.id',
        'cancelBooking (admin call).id',
        'verifyPayment (admin call).id',
        'decideMeetingRequest (admin call).id',
      ]),
    );
  });

  it.each(ID_FIELDS)('%s refuses every reserved form before anything is read', (_, schema, key) => {
    // A content document is one of a fixed set of names; any other id field takes any id.
    const named = schema instanceof z.ZodObject && schema.shape[key] === contentDocumentIdSchema;
    expect(issuesAt(schema, key, named ? 'services' : 'abcdefghijklmnopqrst')).toBe(0);
    for (const form of RESERVED_IDS) expect(issuesAt(schema, key, form), form).toBeGreaterThan(0);
  });
});

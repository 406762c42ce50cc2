import { z } from './zod';
import { createdResponseSchema } from './api-response';
import { statusSchema } from './admin-records';
import { calendarDate, email, freeText } from './fields';
import { storedOnceFields, storedOnceRowFields } from './idempotency';
import { timestampSchema } from './document-fields';
import { meetingTypes } from './content/meeting-types';

const meetingTypeIds = meetingTypes.map((type) => type.id);

/** Meeting request payload: `POST /api/book-meeting` (signed in). */
export const meetingRequestSchema = z.object({
  /** The chosen slot, owner-zone date and time exactly as `GET /api/availability` gave them. */
  date: calendarDate,
  time: z
    .string({ error: 'Please choose a time.' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time.'),
  type: z
    .string({ error: 'Please choose a meeting type.' })
    .refine((id) => meetingTypeIds.includes(id), 'Please choose a meeting type.'),
  name: freeText({ label: 'Name', max: 100, min: 1, required: 'Name is required.' }),
  email: email('Please enter a valid email address.'),
  company: freeText({ label: 'Company', max: 100 }).optional(),
  description: freeText({
    label: 'Description',
    max: 2000,
    min: 1,
    required: 'Please describe what you would like to discuss.',
    multiline: true,
  }),
});
export type MeetingRequest = z.infer<typeof meetingRequestSchema>;

/** Shown for 3 s after a request is stored. */
export const MEETING_REQUESTED_TITLE = 'Meeting Requested';
export const MEETING_REQUESTED_MESSAGE =
  'Your meeting request has been sent. A confirmation email will follow shortly.';
export const MEETING_REQUEST_SUCCESS_MS = 3000;

export const SLOT_TAKEN_MESSAGE = 'Sorry, that time was just taken. Please choose another time.';

/** A date and time the owner's rules do not offer now (never offered, too soon, too far ahead). */
export const MEETING_TIME_NOT_OFFERED =
  'That time is not available. Please choose one of the times shown.';
export const MEETING_NOT_FOUND = 'That meeting request does not exist.';
export const MEETING_LINK_INVALID =
  'This link is not valid. Please use the link from your latest email, or sign in.';
export const MEETING_LINK_EXPIRED =
  'This link has expired: the meeting is over. Sign in to see your meetings, or book a new time.';
/** The invitation goes to the account's own address, so it must be one its owner proved. */
export const MEETING_EMAIL_UNVERIFIED =
  'Please verify your email address first: your invitation is sent there.';

/**
 * The page the invitation mail links to, `?id=…#token=…`: the signed token rides in the fragment,
 * which browsers never send, so it stays out of every server's and proxy's access log. The page
 * sends it in `MEETING_TOKEN_HEADER` to read the request or cancel it (or, to pick another time,
 * cancel it and open the scheduler).
 */
export const MEETING_MANAGE_PATH = '/meetings/manage';
export const MEETING_TOKEN_HEADER = 'X-Meeting-Token';

/**
 * A manage link's token: `{expiry}.{mac}`, the unix time (seconds) after which it stops working
 * and an HMAC-SHA256 (base64url) of the request's id with that expiry. Anything else, such as a
 * token from before links expired, is not valid.
 */
export const meetingTokenSchema = z
  .string({ error: MEETING_LINK_INVALID })
  .regex(/^\d{1,12}\.[A-Za-z0-9_-]{43}$/, MEETING_LINK_INVALID);

export const MEETING_STATUSES = ['requested', 'accepted', 'declined', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** `meetingRequests/{id}`: written by the server; the requester and admins read it. */
export const meetingRequestDocumentSchema = z.object({
  uid: z.string(),
  date: z.string(),
  time: z.string(),
  start: timestampSchema,
  end: timestampSchema,
  type: z.string(),
  name: z.string(),
  /** What the requester typed into the form: shown to the owner, never mailed. */
  email: z.string(),
  /**
   * The requester's account address when they asked, verified (from Auth, not the form): every
   * mail to the requester goes here. Requests stored before it was kept have none.
   */
  accountEmail: z.string().optional(),
  company: z.string().nullable(),
  description: z.string(),
  status: z.enum(MEETING_STATUSES),
  /** The slot lock ids this request claims. */
  slots: z.array(z.string()),
  /** iCalendar SEQUENCE of its invitation: bumped on every change that is mailed. */
  sequence: z.number().int().min(0),
  ...storedOnceFields,
});
export type MeetingRequestDocument = z.infer<typeof meetingRequestDocumentSchema>;

/** `POST /api/book-meeting`'s answer: `201`, the request's id (the same on a replay). */
export const meetingRequestedResponseSchema = createdResponseSchema;

/** A meeting request as the dashboards and the admin area show it (instants as UTC ISO strings). */
export const meetingRequestRowSchema = meetingRequestDocumentSchema
  .omit({ uid: true, accountEmail: true, slots: true, sequence: true, requestHash: true })
  .extend({ ...storedOnceRowFields, start: z.string(), end: z.string() });
export type MeetingRequestRow = z.infer<typeof meetingRequestRowSchema>;

/** `GET /api/meetings` (signed in): the caller's own requests, newest first. */
export const myMeetingRequestsResponseSchema = z.object({
  success: z.literal(true),
  meetingRequests: z.array(meetingRequestRowSchema),
});

/** A request's status after a change (the admin's decision, or its requester's cancel). */
export const meetingStatusResponseSchema = statusSchema(MEETING_STATUSES);

/**
 * `GET /api/meetings/{id}`: one request as the manage page shows it before anything changes, for
 * its signed-in requester or whoever holds the signed link from the invitation (its token in
 * `MEETING_TOKEN_HEADER`).
 */
export const meetingDetailsSchema = meetingRequestRowSchema.pick({
  id: true,
  type: true,
  start: true,
  end: true,
  status: true,
});
export type MeetingDetails = z.infer<typeof meetingDetailsSchema>;
export const meetingDetailsResponseSchema = z.object({
  success: z.literal(true),
  meetingRequest: meetingDetailsSchema,
});

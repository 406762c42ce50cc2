import { z } from './zod';
import { createdResponseSchema } from './api-response';
import { statusSchema } from './admin-records';
import { calendarDate } from './availability';
import { email, freeText } from './fields';
import { storedOnceFields, storedOnceRowFields } from './idempotency';
import { timestampSchema } from './document-fields';
import { meetingTypes } from './content/meeting-types';

const meetingTypeIds = meetingTypes.map((type) => type.id);

/** SPEC §3 Meeting request payload: `POST /api/book-meeting` (signed in). */
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

/** SPEC §4: shown for 3 s after a request is stored. */
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

/**
 * The page the invitation mail links to, with `id` and a signed `token`: it cancels the request
 * (`POST /api/meetings/{id}/cancel` with `{ token }`) or, to pick another time, cancels it and
 * opens the scheduler.
 */
export const MEETING_MANAGE_PATH = '/meetings/manage';

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
  email: z.string(),
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
  .omit({ uid: true, slots: true, sequence: true, requestHash: true })
  .extend({ ...storedOnceRowFields, start: z.string(), end: z.string() });
export type MeetingRequestRow = z.infer<typeof meetingRequestRowSchema>;

/** `GET /api/meetings` (signed in): the caller's own requests, newest first. */
export const myMeetingRequestsResponseSchema = z.object({
  success: z.literal(true),
  meetingRequests: z.array(meetingRequestRowSchema),
});

/**
 * `POST /api/meetings/{id}/cancel`'s body and `GET /api/meetings/{id}`'s query: the signed link
 * from the invitation mail (`token`), or none for the signed-in requester. Cancelling frees the
 * slot and mails the cancellation.
 */
export const cancelMeetingRequestSchema = z.object({
  token: z.string({ error: MEETING_LINK_INVALID }).max(512, MEETING_LINK_INVALID).optional(),
});

/** A request's status after a change (the admin's decision, or its requester's cancel). */
export const meetingStatusResponseSchema = statusSchema(MEETING_STATUSES);

/**
 * `GET /api/meetings/{id}`: one request as the manage page shows it before anything changes, for
 * its signed-in requester or whoever holds the signed link from the invitation (`?token=`).
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

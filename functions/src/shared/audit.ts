import { z } from './zod';
import { checkRange, dateRangeShape } from './date-range';
import { roleSchema } from './user-profile';
import { timestampSchema } from './document-fields';

/** What an admin can export as CSV (shared/admin-exports.ts names each). */
export const EXPORTED_LISTS = [
  'subscribers',
  'bookings',
  'payments',
  'inquiries',
  'audit-log',
] as const;

/**
 * `auditLog/{id}`: one entry per thing worth answering for later, written by the server only
 * (and the make-admin script); admins read it. Every kind of entry is one option below, told
 * apart by `action`; every writer goes through this schema.
 */
export const auditEntrySchema = z.discriminatedUnion('action', [
  /** An account's role changed: by an admin in the admin area, or by the make-admin script. */
  z
    .object({
      action: z.literal('setRole'),
      targetUid: z.string(),
      role: roleSchema,
      previousRole: roleSchema.optional(),
      actorUid: z.string().optional(),
      /** A named tool instead of an account, e.g. "make-admin script". */
      actor: z.string().optional(),
    })
    .refine((entry) => entry.actorUid !== undefined || entry.actor !== undefined, {
      message: 'A role change names who made it (actorUid or actor).',
    }),
  /** A signed-in visitor downloaded the CV. */
  z.object({ action: z.literal('cv.download'), actorUid: z.string() }),
  /** An admin decided on an endorsement (`targetId` is the endorsement's id). */
  z.object({
    action: z.literal('endorsement.approve'),
    actorUid: z.string(),
    targetId: z.string(),
  }),
  z.object({ action: z.literal('endorsement.reject'), actorUid: z.string(), targetId: z.string() }),
  /** An admin replaced the owner's availability settings (`availability/settings`). */
  z.object({ action: z.literal('availability.update'), actorUid: z.string() }),
  /** An admin decided on a meeting request (`targetId` is the request's id). */
  z.object({ action: z.literal('meeting.accept'), actorUid: z.string(), targetId: z.string() }),
  z.object({ action: z.literal('meeting.decline'), actorUid: z.string(), targetId: z.string() }),
  /** An admin cancelled a booking (`targetId` is the booking's id). */
  z.object({ action: z.literal('booking.cancel'), actorUid: z.string(), targetId: z.string() }),
  /** An admin verified a payment by hand (`targetId` is the payment's id). */
  z.object({ action: z.literal('payment.paid'), actorUid: z.string(), targetId: z.string() }),
  z.object({ action: z.literal('payment.reject'), actorUid: z.string(), targetId: z.string() }),
  /** An admin sent an issue of the newsletter (`targetId` is the id). */
  z.object({ action: z.literal('newsletter.send'), actorUid: z.string(), targetId: z.string() }),
  /**
   * An admin published a content document (`targetId` is its id under `content/`) as `version`;
   * `changed` names the fields it changed (the first 50).
   */
  z.object({
    action: z.literal('content.publish'),
    actorUid: z.string(),
    targetId: z.string(),
    version: z.number().int(),
    changed: z.array(z.string()).max(50),
  }),
  /** The same, publishing again what version `revertOf` said. */
  z.object({
    action: z.literal('content.revert'),
    actorUid: z.string(),
    targetId: z.string(),
    version: z.number().int(),
    revertOf: z.number().int(),
    changed: z.array(z.string()).max(50),
  }),
  /** An admin downloaded a list as CSV: which, with which filters (`status`, when one). */
  z.object({
    action: z.literal('export'),
    actorUid: z.string(),
    list: z.enum(EXPORTED_LISTS),
    status: z.string().optional(),
  }),
]);
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditAction = AuditEntry['action'];

/** A stored entry: what happened, and when (server time). */
export const auditRecordSchema = z.intersection(
  auditEntrySchema,
  z.object({ at: timestampSchema }),
);
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** An entry as the admin area reads it (`listAuditLog`): its id, and when as an ISO 8601 instant. */
export const auditRowSchema = z.intersection(
  auditEntrySchema,
  z.object({ id: z.string(), at: z.iso.datetime({ offset: true }) }),
);
export type AuditRow = z.infer<typeof auditRowSchema>;

/** Every action an entry can record, in the order the activity's filter offers them. */
export const AUDIT_ACTIONS = [
  'setRole',
  'cv.download',
  'endorsement.approve',
  'endorsement.reject',
  'availability.update',
  'meeting.accept',
  'meeting.decline',
  'booking.cancel',
  'payment.paid',
  'payment.reject',
  'newsletter.send',
  'content.publish',
  'content.revert',
  'export',
] as const satisfies readonly AuditAction[];
// Every action is offered: an action missing from the list above fails to compile here.
type Unlisted = Exclude<AuditAction, (typeof AUDIT_ACTIONS)[number]>;
export const EVERY_ACTION_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;

const ACTOR_MESSAGE = 'Give the actor as an account id or an email address (up to 254 characters).';

/**
 * The activity's filters (`listAuditLog` and its export): a date range, who (an account id, or
 * the email of an account), and what.
 */
export const auditLogFilterShape = {
  ...dateRangeShape,
  actor: z
    .string({ error: ACTOR_MESSAGE })
    .trim()
    .min(1, ACTOR_MESSAGE)
    .max(254, ACTOR_MESSAGE)
    .optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'Choose an action from the list.' }).optional(),
};

/** The activity's filters, as its export takes them (the list takes a page besides). */
export const auditLogFilterSchema = z.object(auditLogFilterShape).superRefine(checkRange);
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

import type { DateRange } from '../shared/date-range';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { cellsCovering, type AvailabilitySettings } from '../shared/availability';
import { isDocumentId } from '../shared/fields';
import {
  MEETING_EMAIL_UNVERIFIED,
  MEETING_LINK_EXPIRED,
  MEETING_LINK_INVALID,
  MEETING_NOT_FOUND,
  MEETING_TIME_NOT_OFFERED,
  meetingDetailsSchema,
  meetingRequestDocumentSchema,
  meetingRequestRowSchema,
  type MeetingRequest,
  type MeetingRequestDocument,
  type MeetingDetails,
  type MeetingRequestRow,
  type MeetingStatus,
} from '../shared/meetings';
import { db } from '../lib/admin';
import type { Caller } from '../lib/caller';
import { collectionOf } from '../lib/converters';
import { DomainError, invalidField } from '../lib/errors';
import { storeOnceInTransaction, type Stored } from '../lib/exactly-once';
import type { Page, PageRequest } from '../lib/pages';
import { OWN_LIST_LIMIT, newestRows, pageOfRows, rowOf, storedList } from '../lib/rows';
import { limitMeetingRequest } from '../policies/rate-limits';
import { recordAudit } from './audit';
import { readAvailabilitySettings } from './availability';
import { bookingWindow, slotsOnDate } from './availability-slots';
import { calendarChanged } from './calendar-changes';
import { queueMailWith } from './mail';
import { meetingLinkCheck } from './meeting-links';
import {
  meetingAcceptedMails,
  meetingCancelledMails,
  meetingRequestedMails,
  type MeetingMailRequest,
} from './meeting-mail';
import {
  claimCells,
  readCells,
  refuseIfTaken,
  releaseCells,
  requireFree,
  type Holder,
} from './slot-claims';
import { auth } from './user-records';
import { readPublishedSite } from './published-content';

/**
 * Meeting requests: a signed-in visitor asks for one of the owner's slots; the request
 * claims the slot's calendar cells in the transaction that stores it, so no two requests (or a
 * request and a paid session) ever share a minute. A request's cells are `booked`, not `held`: it
 * keeps the slot, with no expiry, until it is declined or cancelled (a `held` lock without an
 * expiry would count as free, see `lockIsActive`).
 */

export const meetingRequests = () => collectionOf('meetingRequests', meetingRequestDocumentSchema);

const holderOf = (id: string): Holder => ({ collection: 'meetingRequests', id });

/**
 * The slot `date` `time` (owner's zone) stands for, if the owner's rules offer it now: inside the
 * booking window every booking obeys (`bookingWindow`), and one of the day's slots. Whether it is
 * free is for the transaction to say.
 */
export function offeredSlot(
  settings: AvailabilitySettings,
  date: string,
  time: string,
  nowMs: number,
): { startMs: number; endMs: number } {
  const window = bookingWindow(settings, { date, time, minutes: settings.slotMinutes }, nowMs);
  if (!window.ok || !slotsOnDate(settings, date).some((slot) => slot.time === time))
    throw invalidField('time', MEETING_TIME_NOT_OFFERED);
  return { startMs: window.startMs, endMs: window.endMs };
}

export interface Requester extends Caller {
  uid: string;
  /** The account's address as Auth has it now (the session's user, never the request body). */
  email: string;
  emailVerified: boolean;
}

/**
 * Stores a meeting request once (an Idempotency-Key replay answers like the first call and
 * books nothing), claiming its slot in the same transaction: a slot someone else holds or booked
 * is a 409. Mails the owner and the requester an invitation, the requester at their account's
 * verified address (an account without one is refused: the form's address is anybody's).
 */
export async function requestMeeting(input: MeetingRequest, requester: Requester): Promise<Stored> {
  if (!requester.emailVerified || !requester.email) {
    throw new DomainError('forbidden', MEETING_EMAIL_UNVERIFIED, {
      details: { requiresEmailVerification: true },
    });
  }
  const accountEmail = requester.email;
  // Its mails are signed with the owner's profile as published (services/published-content.ts).
  const [settings] = await Promise.all([readAvailabilitySettings(), readPublishedSite()]);
  const { startMs, endMs } = offeredSlot(settings, input.date, input.time, Date.now());
  const cellIds = cellsCovering(startMs, endMs, settings.bufferMinutes);
  const stored = await storeOnceInTransaction<MeetingRequestDocument>({
    collection: meetingRequests(),
    idempotencyKey: requester.idempotencyKey,
    payload: { ...input, uid: requester.uid },
    admit: async (id) => {
      const admitted = await limitMeetingRequest(requester.uid, requester.ip);
      await refuseIfTaken(cellIds, holderOf(id), Date.now());
      return admitted;
    },
    write: async (tx, ref, requestHash) => {
      // The transaction's own now: taken again on every attempt, after its reads' snapshot.
      const cells = await readCells(tx, cellIds);
      requireFree(cells, holderOf(ref.id), Date.now());
      claimCells(tx, cells, holderOf(ref.id), { state: 'booked', expiresAt: null });
      const request = {
        uid: requester.uid,
        date: input.date,
        time: input.time,
        start: Timestamp.fromMillis(startMs),
        end: Timestamp.fromMillis(endMs),
        type: input.type,
        name: input.name,
        email: input.email,
        accountEmail,
        company: input.company || null,
        description: input.description,
        status: 'requested' as const,
        slots: cellIds,
        sequence: 0,
      };
      tx.create(ref, { ...request, requestHash, createdAt: FieldValue.serverTimestamp() });
      queueMailWith(tx, meetingRequestedMails(ref.id, request));
    },
  });
  if (!stored.replayed) calendarChanged();
  return { id: stored.id, replayed: stored.replayed };
}

/** The caller's own requests, newest first (the dashboards). */
export function ownMeetingRequests(uid: string): Promise<MeetingRequestRow[]> {
  return newestRows(
    meetingRequests().where('uid', '==', uid),
    OWN_LIST_LIMIT,
    meetingRequestRowSchema,
  );
}

/** A page of every request, newest first, or of those in one status (the admin area). */
export function listMeetingRequests(
  status: MeetingStatus | undefined,
  page: PageRequest,
  range: DateRange = {},
): Promise<Page<MeetingRequestRow>> {
  return pageOfRows(storedList(meetingRequests(), status, range), page, meetingRequestRowSchema);
}

/** The request `id` read in `tx`, or not found (an id that cannot name a document is not found too). */
async function readRequest(tx: Transaction, id: string) {
  if (!isDocumentId(id)) throw new DomainError('not-found', MEETING_NOT_FOUND);
  const ref = meetingRequests().doc(id);
  const request = (await tx.get(ref)).data();
  if (!request) throw new DomainError('not-found', MEETING_NOT_FOUND);
  return { ref, request };
}

/**
 * A request as its mails need it, with the SEQUENCE of the update being sent. One stored before
 * accounts' addresses were kept is mailed at its account's address if that is verified now (the
 * account asked for it; the typed address was never proved), else only the owner is.
 */
async function mailable(
  request: MeetingRequestDocument,
  sequence: number,
): Promise<MeetingMailRequest> {
  if (request.accountEmail) return { ...request, accountEmail: request.accountEmail, sequence };
  const account = await auth()
    .getUser(request.uid)
    .catch(() => undefined);
  const verified = account?.emailVerified && account.email ? account.email : null;
  return { ...request, accountEmail: verified, sequence };
}

/**
 * Ends a request (declined by the owner or cancelled by the requester) in `tx`: frees its cells,
 * bumps its SEQUENCE and mails the METHOD:CANCEL update. Reads first, then writes.
 */
async function endRequest(
  tx: Transaction,
  id: string,
  request: MeetingRequestDocument,
  status: 'declined' | 'cancelled',
): Promise<void> {
  const cells = await readCells(tx, request.slots);
  const sequence = request.sequence + 1;
  const mailed = await mailable(request, sequence);
  releaseCells(tx, cells, holderOf(id));
  tx.update(meetingRequests().doc(id), { status, sequence });
  queueMailWith(tx, meetingCancelledMails(id, mailed, status));
}

/**
 * Who may read or cancel a request: its signed-in requester, or whoever holds the signed link
 * from the mail, until a day after the meeting.
 */
export type MeetingAccess = { uid: string } | { token: string };

/**
 * The link's token must be the one made for this request, and unexpired (checked before
 * anything is read).
 */
function checkLink(id: string, by: MeetingAccess): void {
  if (!isDocumentId(id)) throw new DomainError('not-found', MEETING_NOT_FOUND);
  if (!('token' in by)) return;
  const check = meetingLinkCheck(id, by.token);
  if (check === 'expired') throw new DomainError('forbidden', MEETING_LINK_EXPIRED);
  if (check === 'invalid') throw new DomainError('forbidden', MEETING_LINK_INVALID);
}

/** What the manage page shows: the request's type, time and status. Someone else's is not found. */
export async function meetingRequestDetails(
  id: string,
  by: MeetingAccess,
): Promise<MeetingDetails> {
  checkLink(id, by);
  const request = (await meetingRequests().doc(id).get()).data();
  if (!request || ('uid' in by && request.uid !== by.uid))
    throw new DomainError('not-found', MEETING_NOT_FOUND);
  return rowOf(meetingDetailsSchema, id, request);
}

/**
 * Cancels a request and frees its slot. Someone else's request is not found (its existence is
 * nobody else's business); an ended one stays as it is and the answer says so.
 */
export async function cancelMeetingRequest(id: string, by: MeetingAccess): Promise<MeetingStatus> {
  checkLink(id, by);
  // Its mails are signed with the owner's profile as published (services/published-content.ts).
  await readPublishedSite();
  const status = await db().runTransaction(async (tx): Promise<MeetingStatus> => {
    const { request } = await readRequest(tx, id);
    if ('uid' in by && request.uid !== by.uid)
      throw new DomainError('not-found', MEETING_NOT_FOUND);
    if (request.status === 'declined' || request.status === 'cancelled') return request.status;
    await endRequest(tx, id, request, 'cancelled');
    return 'cancelled';
  });
  calendarChanged();
  return status;
}

const DECIDED: Record<'accept' | 'decline', readonly MeetingStatus[]> = {
  accept: ['requested'],
  decline: ['requested', 'accepted'],
};

/**
 * The owner's answer: accepting confirms the invitation (same UID, SEQUENCE bumped); declining
 * frees the slot and cancels it. Either is audited in the same transaction.
 */
export async function decideMeetingRequest(
  { id, decision }: { id: string; decision: 'accept' | 'decline' },
  adminUid: string,
): Promise<MeetingStatus> {
  const status = await db().runTransaction(async (tx): Promise<MeetingStatus> => {
    const { ref, request } = await readRequest(tx, id);
    if (!DECIDED[decision].includes(request.status)) {
      throw new DomainError(
        'failed-precondition',
        `That meeting request is already ${request.status}.`,
      );
    }
    if (decision === 'decline') {
      await endRequest(tx, id, request, 'declined');
    } else {
      const sequence = request.sequence + 1;
      const mailed = await mailable(request, sequence);
      tx.update(ref, { status: 'accepted', sequence });
      queueMailWith(tx, meetingAcceptedMails(id, mailed));
    }
    await recordAudit(
      {
        action: decision === 'accept' ? 'meeting.accept' : 'meeting.decline',
        actorUid: adminUid,
        targetId: id,
      },
      tx,
    );
    return decision === 'accept' ? 'accepted' : 'declined';
  });
  if (status === 'declined') calendarChanged();
  return status;
}

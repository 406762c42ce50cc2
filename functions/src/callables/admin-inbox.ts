import { FieldValue, type DocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  PROJECT_BUDGETS,
  PROJECT_CATEGORIES,
  PROJECT_TIMELINES,
  PROJECT_URGENCIES,
  optionLabel,
} from '../shared/project-inquiry';
import {
  listInboxRequestSchema,
  setInboxReadRequestSchema,
  type InboxItem,
  type InboxKind,
} from '../shared/inbox';
import { moderateEndorsementSchema, type PendingEndorsement } from '../shared/endorsements';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { HttpError } from '../lib/errors';
import { moderateEndorsement } from '../services/endorsements';
import { parseCallable, requireAdmin } from './admin-guard';

const INBOX_LIMIT = 200;
const COLLECTION: Record<InboxKind, string> = { contact: 'contactMessages', inquiry: 'inquiries' };
const REFUSAL = 'Only administrators can read the inbox.';

const iso = (value: unknown): string | null =>
  value && typeof (value as Timestamp).toDate === 'function'
    ? (value as Timestamp).toDate().toISOString()
    : null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function toItem(kind: InboxKind, doc: DocumentSnapshot): InboxItem {
  const data = doc.data() ?? {};
  const base = {
    id: doc.id,
    kind,
    createdAt: iso(data.createdAt),
    read: data.read === true,
    spam: data.status === 'spam',
  };
  if (kind === 'contact') {
    return {
      ...base,
      email: text(data.email),
      name: text(data.name),
      subject: text(data.subject),
      body: text(data.message),
      details: [],
    };
  }
  return {
    ...base,
    email: text(data.contactEmail),
    name: null,
    subject: text(data.title),
    body: [
      text(data.description),
      data.requirements ? `Requirements: ${text(data.requirements)}` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    details: [
      { label: 'Category', value: optionLabel(PROJECT_CATEGORIES, data.category) },
      { label: 'Budget', value: optionLabel(PROJECT_BUDGETS, data.budget) || '—' },
      { label: 'Timeline', value: optionLabel(PROJECT_TIMELINES, data.timeline) || '—' },
      { label: 'Urgency', value: optionLabel(PROJECT_URGENCIES, data.urgency) },
    ],
  };
}

/** Newest contact messages or project inquiries first; spam only when asked for. */
export const listInbox = onCall({ region: REGION }, async (request) => {
  requireAdmin(request, REFUSAL);
  const { kind, includeSpam } = parseCallable(listInboxRequestSchema, request.data);
  const snapshot = await db()
    .collection(COLLECTION[kind])
    .orderBy('createdAt', 'desc')
    .limit(INBOX_LIMIT)
    .get();
  const items = snapshot.docs.map((doc) => toItem(kind, doc));
  return { items: includeSpam ? items : items.filter((item) => !item.spam) };
});

export const setInboxRead = onCall({ region: REGION }, async (request) => {
  requireAdmin(request, REFUSAL);
  const { kind, id, read } = parseCallable(setInboxReadRequestSchema, request.data);
  const ref = db().collection(COLLECTION[kind]).doc(id);
  if (!(await ref.get()).exists)
    throw new HttpsError('not-found', 'That message no longer exists.');
  await ref.update({ read, readAt: read ? FieldValue.serverTimestamp() : null });
  return { success: true };
});

/** The moderation queue: endorsements waiting for a decision, oldest first. */
export const listPendingEndorsements = onCall({ region: REGION }, async (request) => {
  requireAdmin(request, 'Only administrators can moderate endorsements.');
  const snapshot = await db()
    .collection('endorsements')
    .where('status', '==', 'pending')
    .orderBy('createdAt', 'asc')
    .limit(INBOX_LIMIT)
    .get();
  // Endorsers' addresses live apart from the publicly readable documents.
  const contacts = snapshot.empty
    ? []
    : await db().getAll(
        ...snapshot.docs.map((doc) => db().collection('endorsementsPrivate').doc(doc.id)),
      );
  const items: PendingEndorsement[] = snapshot.docs.map((doc, index) => {
    const data = doc.data();
    return {
      id: doc.id,
      name: text(data.name),
      email: text(contacts[index]?.get('email')),
      skill: text(data.skill),
      headline: data.headline ? text(data.headline) : null,
      relation: data.relation as PendingEndorsement['relation'],
      createdAt: iso(data.createdAt),
    };
  });
  return { items };
});

export const moderateEndorsementCall = onCall({ region: REGION }, async (request) => {
  const adminUid = requireAdmin(request, 'Only administrators can moderate endorsements.');
  const input = parseCallable(moderateEndorsementSchema, request.data);
  try {
    await moderateEndorsement(input, adminUid);
  } catch (error) {
    if (error instanceof HttpError) throw new HttpsError('not-found', error.message);
    throw error;
  }
  return {
    success: true,
    message: input.decision === 'approved' ? 'Endorsement approved.' : 'Endorsement rejected.',
  };
});

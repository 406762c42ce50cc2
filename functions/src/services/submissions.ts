import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { HttpError } from '../lib/errors';
import { hashedId, sha256Hex } from '../lib/hashing';
import { KEY_REUSED_MESSAGE } from '../shared/idempotency';
import { mailDocument, type MailMessage } from './mail';

/** Collections of visitor submissions (DESIGN §2). */
export type SubmissionCollection = 'contactMessages' | 'inquiries' | 'endorsements';

const ALREADY_EXISTS = 6;

/** Fingerprint of what was submitted, so a reused key with other content is caught. */
export function requestHashOf(data: object): string {
  return sha256Hex(JSON.stringify(data));
}

export interface Submission {
  collection: SubmissionCollection;
  /** The caller's Idempotency-Key; without one every call is a new submission. */
  idempotencyKey: string | undefined;
  /** The validated payload, honeypot removed. */
  data: Record<string, unknown>;
  /** Fields the server adds (status, read flag…). */
  meta: Record<string, unknown>;
  /**
   * Fields kept out of the submission's own document, in `<collection>Private/<same id>` (server
   * only), for collections whose documents become public (an endorser's email).
   */
  privateFields?: string[];
  /** Sent with the document, in the same batch: never for spam, never twice. */
  mails: MailMessage[];
}

export interface Stored {
  id: string;
  /** True when this call replayed an earlier one and stored nothing. */
  replayed: boolean;
}

function refFor({ collection, idempotencyKey }: Submission): DocumentReference {
  const docs = db().collection(collection);
  // The id derives from the key (DESIGN §2), hashed so a caller's string never shapes our ids.
  return idempotencyKey ? docs.doc(hashedId(`${collection}:${idempotencyKey}`)) : docs.doc();
}

/** The earlier submission under the same key, if any; a different payload under it is a 409. */
export async function findReplay(submission: Submission): Promise<Stored | undefined> {
  if (!submission.idempotencyKey) return undefined;
  const ref = refFor(submission);
  const existing = await ref.get();
  if (!existing.exists) return undefined;
  if (existing.get('requestHash') !== requestHashOf(submission.data))
    throw new HttpError(409, KEY_REUSED_MESSAGE);
  return { id: ref.id, replayed: true };
}

/**
 * Stores a submission exactly once with a server timestamp, together with its mail (one batch:
 * both or neither). `create()` makes a concurrent duplicate fail here instead of overwriting,
 * and that duplicate is answered as the replay it is.
 */
export async function storeOnce(submission: Submission): Promise<Stored> {
  const ref = refFor(submission);
  const batch = db().batch();
  const privateFields = new Set(submission.privateFields ?? []);
  const entries = Object.entries(submission.data);
  const open = Object.fromEntries(entries.filter(([field]) => !privateFields.has(field)));
  const hidden = Object.fromEntries(entries.filter(([field]) => privateFields.has(field)));
  if (submission.privateFields?.length)
    batch.create(db().collection(`${submission.collection}Private`).doc(ref.id), hidden);
  batch.create(ref, {
    ...open,
    ...submission.meta,
    requestHash: requestHashOf(submission.data),
    createdAt: FieldValue.serverTimestamp(),
  });
  for (const mail of submission.mails) batch.set(db().collection('mail').doc(), mailDocument(mail));
  try {
    await batch.commit();
    return { id: ref.id, replayed: false };
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    const replay = await findReplay(submission);
    if (!replay) throw error;
    return replay;
  }
}

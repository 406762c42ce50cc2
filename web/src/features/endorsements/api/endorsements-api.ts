import {
  endorsementsResponseSchema,
  type EndorsedSkill,
  type EndorsementSubmission,
} from '@shared/endorsements';
import { ApiError, apiRequest } from '@/lib/api-client';
import { createSubmitter, type SubmissionAnswer } from '@/lib/submit';

export const ENDORSEMENTS_PATH = '/api/endorsements';

/**
 * What the form posts: the validated fields (headline left out when blank) and the honeypot's
 * raw value, which must travel even when empty so the server can tell people from bots.
 */
export type EndorsementPayload = Pick<
  EndorsementSubmission,
  'name' | 'email' | 'skill' | 'relation'
> & {
  headline?: string;
  website: string;
};

/**
 * Approved endorsements, one entry per skill. `null` when the server answers 401: SPEC §8 treats
 * that as "no data", not as a failure. Anything else that goes wrong, including a body of the
 * wrong shape, throws so the caller can fall back.
 */
export async function fetchEndorsements(signal?: AbortSignal): Promise<EndorsedSkill[] | null> {
  let body: unknown;
  try {
    body = await apiRequest(ENDORSEMENTS_PATH, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
  return endorsementsResponseSchema.parse(body).data;
}

/**
 * One submitter per form, so a retry of the same content reuses its Idempotency-Key and a
 * double-submitted endorsement is stored once.
 */
export function createEndorsementSubmitter(): (
  payload: EndorsementPayload,
) => Promise<SubmissionAnswer> {
  const submit = createSubmitter(ENDORSEMENTS_PATH);
  return (payload) => submit(payload);
}

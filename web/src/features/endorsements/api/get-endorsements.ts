import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import {
  endorsedSkillSchema,
  endorsementsResponseSchema,
  type EndorsedSkill,
} from '@shared/endorsements';
import { z } from '@shared/zod';
import { ApiError, apiRequest } from '@/lib/api-client';
import { KEPT_OFFLINE, readKept } from '@/lib/query/kept-offline';
import { ENDORSEMENTS_PATH } from './endorsements-api';
import { endorsementKeys } from './query-keys';

/**
 * Approved endorsements, one entry per skill. `null` when the server answers 401: the panel treats
 * that as "no data", not as a failure. Anything else that goes wrong, including a body of the
 * wrong shape, throws so the caller can fall back.
 */
export async function fetchEndorsements(signal?: AbortSignal): Promise<EndorsedSkill[] | null> {
  try {
    return (await apiRequest(ENDORSEMENTS_PATH, endorsementsResponseSchema, { signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const keptEndorsements = z.array(endorsedSkillSchema).nullable();

/** The approved list, kept for offline: without a network the list received last is the answer. */
export const approvedEndorsementsQuery = () => ({
  queryKey: endorsementKeys.approved(),
  queryFn: (context: QueryFunctionContext) =>
    readKept(context, () => fetchEndorsements(context.signal), keptEndorsements),
  ...KEPT_OFFLINE,
});

export const useApprovedEndorsements = () => useQuery(approvedEndorsementsQuery());

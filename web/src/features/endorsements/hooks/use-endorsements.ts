import type { EndorsedSkill } from '@shared/endorsements';
import { useApprovedEndorsements } from '../api/get-endorsements';
import { SAMPLE_ENDORSEMENTS } from '../sample-endorsements';

export type EndorsementsState =
  | { status: 'loading' }
  | { status: 'ready'; skills: readonly EndorsedSkill[]; source: 'server' | 'sample' }
  /** The last list this browser received, shown while the server cannot be reached. */
  | { status: 'ready'; skills: readonly EndorsedSkill[]; source: 'saved'; savedAt: Date };

const SAMPLE: EndorsementsState = {
  status: 'ready',
  skills: SAMPLE_ENDORSEMENTS,
  source: 'sample',
};

/**
 * The approved endorsements, read on each mount. An error, a 401 or an empty list all
 * show the built-in sample list, so the visitor never sees a failure here. Offline (the request
 * never reached the server), the list last received in this browser is shown instead when there
 * is one. Until this mount's read has answered, it is loading, even with a list in the cache.
 */
export function useEndorsements(): EndorsementsState {
  const query = useApprovedEndorsements();
  if (!query.isFetchedAfterMount) return { status: 'loading' };
  if (query.status !== 'success' || !query.data.value || query.data.value.length === 0)
    return SAMPLE;
  // Most endorsed first.
  const skills = [...query.data.value].sort((a, b) => b.count - a.count);
  return query.data.saved
    ? { status: 'ready', skills, source: 'saved', savedAt: new Date(query.data.receivedAt) }
    : { status: 'ready', skills, source: 'server' };
}

import { useEffect, useState } from 'react';
import type { EndorsedSkill } from '@shared/endorsements';
import { fetchEndorsements, savedEndorsements } from '../api/endorsements-api';
import { SAMPLE_ENDORSEMENTS } from '../sample-endorsements';
import { ApiError } from '@/lib/api-client';

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

const byCountDescending = (skills: readonly EndorsedSkill[]): EndorsedSkill[] =>
  [...skills].sort((a, b) => b.count - a.count);

/** Without a network the real list seen last time beats the sample; others, the sample. */
function stateAfterFailure(error: unknown): EndorsementsState {
  const networkFailed = error instanceof ApiError && error.status === 0;
  const saved = networkFailed ? savedEndorsements() : null;
  return saved && saved.value.length > 0
    ? {
        status: 'ready',
        skills: byCountDescending(saved.value),
        source: 'saved',
        savedAt: saved.savedAt,
      }
    : SAMPLE;
}

/**
 * Loads the approved endorsements once. An error, a 401 or an empty list all show the
 * built-in sample list, so the visitor never sees a failure here. Offline (the request never
 * reached the server), the list last received in this browser is shown instead when there is one.
 */
export function useEndorsements(): EndorsementsState {
  const [state, setState] = useState<EndorsementsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchEndorsements(controller.signal).then(
      (skills) => {
        if (controller.signal.aborted) return;
        setState(
          skills && skills.length > 0
            ? { status: 'ready', skills: byCountDescending(skills), source: 'server' }
            : SAMPLE,
        );
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState(stateAfterFailure(error));
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}

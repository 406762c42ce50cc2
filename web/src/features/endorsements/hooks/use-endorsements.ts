import { useEffect, useState } from 'react';
import type { EndorsedSkill } from '@shared/endorsements';
import { fetchEndorsements } from '../api/endorsements-api';
import { SAMPLE_ENDORSEMENTS } from '../sample-endorsements';

export type EndorsementsState =
  | { status: 'loading' }
  | { status: 'ready'; skills: readonly EndorsedSkill[]; source: 'server' | 'sample' };

const SAMPLE: EndorsementsState = {
  status: 'ready',
  skills: SAMPLE_ENDORSEMENTS,
  source: 'sample',
};

const byCountDescending = (skills: readonly EndorsedSkill[]): EndorsedSkill[] =>
  [...skills].sort((a, b) => b.count - a.count);

/**
 * Loads the approved endorsements once. SPEC §4: an error, a 401 or an empty list all show the
 * built-in sample list, so the visitor never sees a failure here.
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
      () => {
        if (!controller.signal.aborted) setState(SAMPLE);
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}

import type { ENDORSEMENT_RELATIONS } from '@shared/endorsements';

export const RELATION_LABELS: Record<(typeof ENDORSEMENT_RELATIONS)[number], string> = {
  connection: 'Connection',
  colleague: 'Colleague',
  other: 'Other',
};

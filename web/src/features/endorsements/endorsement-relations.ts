import type { ENDORSEMENT_RELATIONS } from '@shared/endorsements';

export type EndorsementRelation = (typeof ENDORSEMENT_RELATIONS)[number];

export const RELATION_LABELS: Record<EndorsementRelation, string> = {
  connection: 'Connection',
  colleague: 'Colleague',
  other: 'Other',
};

import { ENDORSEMENT_RELATIONS } from '@shared/endorsements';

export type EndorsementRelation = (typeof ENDORSEMENT_RELATIONS)[number];

export const RELATION_LABELS: Record<EndorsementRelation, string> = {
  connection: 'Connection',
  colleague: 'Colleague',
  other: 'Other',
};

/** Narrows a select's string value; unknown values (never offered) fall back to the default. */
export function toRelation(value: string): EndorsementRelation {
  return ENDORSEMENT_RELATIONS.find((relation) => relation === value) ?? 'connection';
}

import { meetingTypes } from '@shared/content/meeting-types';

/** The meeting type's name as listed; an id no longer in the list is shown as stored. */
export function meetingTypeLabel(id: string): string {
  return meetingTypes.find((type) => type.id === id)?.label ?? id;
}

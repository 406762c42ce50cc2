import { siteContent } from '@/lib/content/site-content';

/** The meeting type's name as listed; an id no longer in the list is shown as stored. */
export function meetingTypeLabel(id: string): string {
  return siteContent('meeting-types').meetingTypes.find((type) => type.id === id)?.label ?? id;
}

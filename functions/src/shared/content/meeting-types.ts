import type { MeetingType } from './meeting-types-schema';

/** Meeting types: the ids are stored on meeting requests. */
export const meetingTypes: readonly MeetingType[] = [
  { id: 'cofounder', label: 'Co-Founder' },
  { id: 'collaboration', label: 'Project Collaboration' },
  { id: 'associate', label: 'Associate Work' },
  { id: 'affiliate', label: 'Affiliate Partnership' },
  { id: 'consulting', label: 'Consulting' },
];

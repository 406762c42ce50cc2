import type { MeetingStatus } from '@shared/meetings';
import { adminListKeys } from '@/lib/query/admin-lists';

/** The meetings capability's query keys. */
export const meetingKeys = {
  all: ['meetings'] as const,
  /** The signed-in user's own requests. */
  mine: () => [...meetingKeys.all, 'mine'] as const,
  /** The admin's lists, one per status filter. */
  ...adminListKeys<MeetingStatus>('meetings'),
  /** One request as its invitation link shows it (the link's token is what opens it). */
  details: (id: string, token: string) => [...meetingKeys.all, 'details', id, token] as const,
};

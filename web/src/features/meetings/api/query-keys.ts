import type { MeetingStatus } from '@shared/meetings';

/** The meetings capability's query keys. */
export const meetingKeys = {
  all: ['meetings'] as const,
  /** The signed-in user's own requests. */
  mine: () => [...meetingKeys.all, 'mine'] as const,
  /** The admin's lists, one per status filter. */
  admin: () => [...meetingKeys.all, 'admin'] as const,
  adminList: (status: MeetingStatus | undefined) =>
    [...meetingKeys.admin(), { status: status ?? 'all' }] as const,
  /** One request as its invitation link shows it (the link's token is what opens it). */
  details: (id: string, token: string) => [...meetingKeys.all, 'details', id, token] as const,
};

import type { Capability } from '@/lib/query/capabilities';
import { SCHEDULING_TABS, TAB_PARAM } from './scheduling-tab-param';

/**
 * The admin page's sections, in their navigation's order: the tab's label, the section's title
 * (what people and tests look for) and the capabilities whose reads it shows.
 */
export const ADMIN_SECTIONS = [
  { id: 'inbox', label: 'Inbox', title: 'Inbox', reads: ['inbox'] },
  {
    id: 'scheduling',
    label: 'Meetings and bookings',
    title: 'Meetings and bookings',
    reads: ['meetings', 'bookings', 'payments', 'availability'],
  },
  {
    id: 'endorsements',
    label: 'Endorsements',
    title: 'Endorsements to review',
    reads: ['endorsements'],
  },
  {
    id: 'subscribers',
    label: 'Subscribers',
    title: 'Newsletter subscribers',
    reads: ['newsletter'],
  },
  { id: 'users', label: 'Users', title: 'Users', reads: ['users'] },
  { id: 'activity', label: 'Activity', title: 'Recent admin activity', reads: ['audit'] },
] as const satisfies readonly {
  id: string;
  label: string;
  title: string;
  reads: readonly Capability[];
}[];
export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

/** The query parameter naming the open section: `/admin?section=users`. */
export const SECTION_PARAM = 'section';

/**
 * The section the address opens: the one `section` names; Meetings and bookings for a link to one
 * of its tabs (`?tab=payments`, as mails link it); the inbox otherwise.
 */
export function sectionOf(params: URLSearchParams): AdminSectionId {
  const named = ADMIN_SECTIONS.find((section) => section.id === params.get(SECTION_PARAM));
  if (named) return named.id;
  const tab = params.get(TAB_PARAM);
  return SCHEDULING_TABS.some((entry) => entry.id === tab) ? 'scheduling' : 'inbox';
}

/** The address's parameters with `id` open (a scheduling tab stays only with its section). */
export function withSection(params: URLSearchParams, id: AdminSectionId): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(SECTION_PARAM, id);
  if (id !== 'scheduling') next.delete(TAB_PARAM);
  return next;
}

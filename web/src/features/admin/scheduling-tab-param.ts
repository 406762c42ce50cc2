/** The tabs of Meetings and bookings, in order. */
export const SCHEDULING_TABS = [
  { id: 'meetings', label: 'Meeting requests' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'payments', label: 'Payments' },
  { id: 'availability', label: 'Availability' },
] as const;
export type SchedulingTab = (typeof SCHEDULING_TABS)[number]['id'];

/** The query parameter naming the open tab, so a link (or a mail) can open Payments directly. */
export const TAB_PARAM = 'tab';

/** The tab the address opens (meeting requests unless it names another). */
export const schedulingTabOf = (params: URLSearchParams): SchedulingTab =>
  SCHEDULING_TABS.find((tab) => tab.id === params.get(TAB_PARAM))?.id ?? 'meetings';

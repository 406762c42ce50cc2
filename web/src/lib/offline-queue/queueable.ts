/**
 * The requests the offline queue keeps when there is no connection: the public forms' POSTs. One
 * list for the service worker (what to queue) and the page (what to call an item). Payment,
 * sign-in, registration and account calls are not here on purpose: they need a connection, and
 * the page says so.
 */
export const QUEUED_KINDS = [
  'contact',
  'project-inquiry',
  'newsletter',
  'endorsement',
  'meeting-request',
  'service-booking',
] as const;
export type QueuedKind = (typeof QUEUED_KINDS)[number];

export interface Queueable {
  path: string;
  kind: QueuedKind;
  /** What the visitor calls it, in the queue's list. */
  label: string;
  /**
   * Where its form is, for "Edit" (a form that takes a queued item back: `useQueuedDraft`): the
   * page, and the section to scroll to; a form in a panel or dialog is opened by whoever shows it
   * (the `queued.reopened` event).
   */
  editAt?: { path: string; section: string };
}

export const QUEUEABLE: readonly Queueable[] = [
  {
    path: '/api/contact',
    kind: 'contact',
    label: 'Contact message',
    editAt: { path: '/', section: 'contact' },
  },
  {
    path: '/api/project-inquiry',
    kind: 'project-inquiry',
    label: 'Project inquiry',
    editAt: { path: '/', section: 'hero' },
  },
  {
    path: '/api/newsletter/subscribe',
    kind: 'newsletter',
    label: 'Newsletter subscription',
    editAt: { path: '/', section: 'newsletter' },
  },
  {
    path: '/api/endorsements',
    kind: 'endorsement',
    label: 'Skill endorsement',
    editAt: { path: '/', section: 'skills' },
  },
  // Both live in the Availability section; the anchors are their own cards, so Edit lands on the form.
  {
    path: '/api/book-meeting',
    kind: 'meeting-request',
    label: 'Meeting request',
    editAt: { path: '/', section: 'meeting-scheduler' },
  },
  {
    path: '/api/book-service',
    kind: 'service-booking',
    label: 'Service booking',
    editAt: { path: '/', section: 'booking-wizard' },
  },
];

/** The queueable request at this path, if any (exact path: `/api/contact/x` is not one). */
export function queueableAt(pathname: string): Queueable | undefined {
  return QUEUEABLE.find((entry) => entry.path === pathname);
}

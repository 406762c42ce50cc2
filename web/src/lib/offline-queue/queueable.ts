/** A request the offline queue keeps, and what the page says and does about it. */
interface Queueable {
  /** The endpoint, exactly (`/api/contact/x` is not one). */
  path: string;
  /** What the visitor calls it, in the queue's list. */
  label: string;
  /**
   * The home section that holds its form, for "Edit" (a form that takes a queued item back:
   * `useQueuedDraft`); a form in a panel or dialog is opened by whoever shows it (the
   * `queued.reopened` event).
   */
  section: string;
}

/**
 * The requests the offline queue keeps when there is no connection: the public forms' POSTs, by
 * kind. One table for the service worker (what to queue) and the page (what to call an item,
 * where to edit it). Payment, sign-in, registration and account calls are not here on purpose:
 * they need a connection, and the page says so.
 */
export const QUEUEABLE = {
  contact: {
    path: '/api/contact',
    label: 'Contact message',
    section: 'contact',
  },
  'project-inquiry': {
    path: '/api/project-inquiry',
    label: 'Project inquiry',
    section: 'hero',
  },
  newsletter: {
    path: '/api/newsletter/subscribe',
    label: 'Newsletter subscription',
    section: 'newsletter',
  },
  endorsement: {
    path: '/api/endorsements',
    label: 'Skill endorsement',
    section: 'skills',
  },
  // Both live in the Availability section; the anchors are their own cards, so Edit lands on the form.
  'meeting-request': {
    path: '/api/book-meeting',
    label: 'Meeting request',
    section: 'meeting-scheduler',
  },
  'service-booking': {
    path: '/api/book-service',
    label: 'Service booking',
    section: 'booking-wizard',
  },
} as const satisfies Record<string, Queueable>;

export type QueuedKind = keyof typeof QUEUEABLE;

export const isQueuedKind = (value: unknown): value is QueuedKind =>
  typeof value === 'string' && Object.hasOwn(QUEUEABLE, value);

export const QUEUED_KINDS: readonly QueuedKind[] = Object.keys(QUEUEABLE).filter(isQueuedKind);

/** The kind of queueable request at this path, if any. */
export function queuedKindAt(pathname: string): QueuedKind | undefined {
  return QUEUED_KINDS.find((kind) => QUEUEABLE[kind].path === pathname);
}

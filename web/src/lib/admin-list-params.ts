/**
 * The address parameters of the admin lists' filters (`/admin?tab=payments&paymentStatus=…`):
 * each list reads its own, and the overview's numbers link to a list filtered as it counts. One
 * place, since the lists' features and the overview never import each other.
 */
export const ADMIN_LIST_PARAMS = {
  /** The inbox's kind: `contact` or `inquiry`. */
  inboxKind: 'inbox',
  /** `1`: only the messages nobody has opened. */
  inboxUnread: 'unread',
  meetingStatus: 'meetingStatus',
  bookingStatus: 'bookingStatus',
  paymentStatus: 'paymentStatus',
  subscriberStatus: 'subscriberStatus',
  /** The activity's first and last day shown (`2026-12-01`, in the admin's time zone). */
  activityFrom: 'activityFrom',
  activityTo: 'activityTo',
  /** An account id, username or email. */
  activityActor: 'activityActor',
  activityAction: 'activityAction',
} as const;

/**
 * The date range parameters beside a list's status parameter: `bookingStatus` has `bookingFrom`
 * and `bookingTo` (ISO instants; rows stored from `from`, before `to`).
 */
export const rangeParamsOf = (statusParam: string): { from: string; to: string } => {
  const list = statusParam.replace(/Status$/, '');
  return { from: `${list}From`, to: `${list}To` };
};

/** An instant as the lists' range parameters hold it, or undefined for anything else. */
export const instantParam = (value: string | null): string | undefined =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

import type { BookingStatus } from '@shared/bookings';
import type { MeetingStatus } from '@shared/meetings';
import type { SubscriberStatus } from '@shared/newsletter';
import type { PaymentStatus } from '@shared/payments';
import { Chip, type ChipTone } from '@/components/plain/chip';

/** The colour that supports a status's word. */
export type StatusTone = ChipTone;

/** What a status is called, and the colour that supports the word. */
export interface StatusLook {
  label: string;
  tone: StatusTone;
}

/** How each status looks, the same on the dashboards and in the admin area. */
export const MEETING_STATUS_LOOKS: Record<MeetingStatus, StatusLook> = {
  requested: { label: 'Requested', tone: 'info' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'error' },
  cancelled: { label: 'Cancelled', tone: 'default' },
};

export const BOOKING_STATUS_LOOKS: Record<BookingStatus, StatusLook> = {
  pending_payment: { label: 'Pending payment', tone: 'warning' },
  awaiting_verification: { label: 'Awaiting verification', tone: 'info' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'default' },
  expired: { label: 'Expired', tone: 'default' },
};

export const SUBSCRIBER_STATUS_LOOKS: Record<SubscriberStatus, StatusLook> = {
  subscribed: { label: 'Subscribed', tone: 'success' },
  unsubscribed: { label: 'Unsubscribed', tone: 'default' },
  spam: { label: 'Spam', tone: 'error' },
};

export const PAYMENT_STATUS_LOOKS: Record<PaymentStatus, StatusLook> = {
  awaiting_verification: { label: 'Awaiting verification', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'error' },
};

/**
 * The statuses `looks` describes, in its order: the order a status filter offers them in (the
 * shared lists of statuses bring zod, which loads with the first request).
 */
export function statusesOf<S extends string>(looks: Record<S, StatusLook>): S[] {
  return Object.keys(looks).filter((status): status is S => Object.hasOwn(looks, status));
}

/**
 * A status in words, outlined in the colour of its tone. The words, in the text's colour, carry
 * the status; the outline's colour only supports them (the theme's warning and info colours are
 * too light for small text on a light background). Plain markup (the kit's Chip): it is in every
 * row of a list.
 */
export function StatusChip({ look }: { look: StatusLook }) {
  return <Chip small tone={look.tone} label={look.label} />;
}

export const MeetingStatusChip = ({ status }: { status: MeetingStatus }) => (
  <StatusChip look={MEETING_STATUS_LOOKS[status]} />
);
export const BookingStatusChip = ({ status }: { status: BookingStatus }) => (
  <StatusChip look={BOOKING_STATUS_LOOKS[status]} />
);
export const PaymentStatusChip = ({ status }: { status: PaymentStatus }) => (
  <StatusChip look={PAYMENT_STATUS_LOOKS[status]} />
);
export const SubscriberStatusChip = ({ status }: { status: SubscriberStatus }) => (
  <StatusChip look={SUBSCRIBER_STATUS_LOOKS[status]} />
);

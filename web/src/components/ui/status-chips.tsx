import Chip, { type ChipProps } from '@mui/material/Chip';
import type { BookingStatus } from '@shared/bookings';
import type { MeetingStatus } from '@shared/meetings';
import type { PaymentStatus } from '@shared/payments';

type Tone = NonNullable<ChipProps['color']>;

/** What each status is called and how it looks, the same on the dashboards and in the admin area. */
export const MEETING_STATUS_LABELS: Record<MeetingStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
};
const MEETING_TONES: Record<MeetingStatus, Tone> = {
  requested: 'info',
  accepted: 'success',
  declined: 'error',
  cancelled: 'default',
};

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: 'Pending payment',
  awaiting_verification: 'Awaiting verification',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};
const BOOKING_TONES: Record<BookingStatus, Tone> = {
  pending_payment: 'warning',
  awaiting_verification: 'info',
  confirmed: 'success',
  cancelled: 'default',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting_verification: 'Awaiting verification',
  paid: 'Paid',
  rejected: 'Rejected',
};
const PAYMENT_TONES: Record<PaymentStatus, Tone> = {
  awaiting_verification: 'warning',
  paid: 'success',
  rejected: 'error',
};

function StatusChip({ label, tone }: { label: string; tone: Tone }) {
  // Outlined: the words carry the status; colour only supports them (and stays readable in dark).
  return <Chip size="small" variant="outlined" color={tone} label={label} />;
}

export const MeetingStatusChip = ({ status }: { status: MeetingStatus }) => (
  <StatusChip label={MEETING_STATUS_LABELS[status]} tone={MEETING_TONES[status]} />
);
export const BookingStatusChip = ({ status }: { status: BookingStatus }) => (
  <StatusChip label={BOOKING_STATUS_LABELS[status]} tone={BOOKING_TONES[status]} />
);
export const PaymentStatusChip = ({ status }: { status: PaymentStatus }) => (
  <StatusChip label={PAYMENT_STATUS_LABELS[status]} tone={PAYMENT_TONES[status]} />
);

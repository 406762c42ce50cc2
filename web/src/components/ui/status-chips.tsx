import Chip, { type ChipProps } from '@mui/material/Chip';
import type { BookingStatus } from '@shared/bookings';
import type { MeetingStatus } from '@shared/meetings';
import type { PaymentStatus } from '@shared/payments';

/** What a status is called, and the colour that supports the word. */
export interface StatusLook {
  label: string;
  tone: NonNullable<ChipProps['color']>;
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

export const PAYMENT_STATUS_LOOKS: Record<PaymentStatus, StatusLook> = {
  awaiting_verification: { label: 'Awaiting verification', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'error' },
};

function StatusChip({ look }: { look: StatusLook }) {
  // Outlined: the words carry the status; colour only supports them (and stays readable in dark).
  return <Chip size="small" variant="outlined" color={look.tone} label={look.label} />;
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

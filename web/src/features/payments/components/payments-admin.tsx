import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, useQuestion } from '@/components/ui/confirm-dialog';
import { ListRow } from '@/components/ui/query-list';
import { DecisionButtons, type Decision } from '@/components/ui/decision-buttons';
import {
  BookingStatusChip,
  PAYMENT_STATUS_LOOKS,
  PaymentStatusChip,
} from '@/components/ui/status-chips';
import { StatusFilteredList, useStatusFilter } from '@/components/ui/status-filter';
import { heldUntil } from '@/lib/booking-hold';
import { formatMoney } from '@/lib/format-money';
import { fetchesAhead } from '@/lib/start/part';
import { useRowAction } from '@/lib/use-row-action';
import { localWhen } from '@/lib/visitor-time';
import type { PaymentDecision } from '../api/payments-admin-api';
import {
  adminPaymentsQuery,
  useVerifyPayment,
  type PaymentWithBooking,
} from '../api/payments-admin-queries';
import { PAYMENT_SHAPE } from './payments-admin-placeholder';
import { ADMIN_LIST_PARAMS } from '@/lib/admin-list-params';

/** Per decision: its question, its button's accessible name (whose payment), and its toast. */
const QUESTIONS = {
  paid: {
    title: 'Mark this payment as paid?',
    confirm: 'Mark paid',
    text: 'Only when the money has arrived. The booking is confirmed and the calendar invitation is mailed.',
    done: 'Payment marked as paid',
    after: 'The booking is confirmed and the invitation is on its way.',
    name: (payer: string) => `Mark paid: ${payer}'s payment`,
  },
  rejected: {
    title: 'Reject this payment?',
    confirm: 'Reject',
    text: 'The booking is cancelled, its time is offered to others again, and the customer is told.',
    done: 'Payment rejected',
    after: 'The booking is cancelled.',
    name: (payer: string) => `Reject ${payer}'s payment`,
  },
} satisfies Record<PaymentDecision, object>;

// Both ask first: the dialog's code is fetched as a pointer or the focus reaches either.
const asksFirst = fetchesAhead(ConfirmDialog);
const DECISIONS: Decision<PaymentDecision>[] = [
  { decision: 'paid', label: 'Mark paid', props: { variant: 'contained', ...asksFirst } },
  { decision: 'rejected', label: 'Reject', props: { color: 'error', ...asksFirst } },
];

function PaymentItem({
  payment,
  busy,
  onDecide,
}: {
  payment: PaymentWithBooking;
  busy: boolean;
  onDecide: (decision: PaymentDecision) => void;
}) {
  const { booking } = payment;
  const session = booking ? localWhen(booking.start, booking.end) : null;
  const received = payment.createdAt ? localWhen(payment.createdAt) : null;
  const hold = booking ? heldUntil(booking) : null;
  return (
    <ListRow
      title={
        <>
          {payment.name} · {formatMoney(payment.amount, payment.currency)}
        </>
      }
      end={
        payment.status === 'awaiting_verification' && (
          <DecisionButtons
            decisions={DECISIONS}
            name={({ decision }) => QUESTIONS[decision].name(payment.name)}
            busy={busy}
            onDecide={onDecide}
          />
        )
      }
    >
      <Typography variant="body2">
        {booking?.serviceName ?? payment.serviceId}
        {session ? ` · ${session.date} · ${session.time}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {payment.email} · {payment.provider === 'stripe' ? 'Stripe' : 'Manual'} (
        {payment.paymentMethod}){received ? ` · received ${received.date}` : ''}
      </Typography>
      {/* Two statuses that can read alike ("Awaiting verification"): each says whose it is. */}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, pt: 0.5 }}
      >
        <Typography variant="body2" color="text.secondary">
          Payment
        </Typography>
        <PaymentStatusChip status={payment.status} />
        <Typography variant="body2" color="text.secondary" sx={{ pl: 1 }}>
          Booking
        </Typography>
        {booking ? (
          <BookingStatusChip status={booking.status} />
        ) : (
          <Typography variant="body2">not found</Typography>
        )}
        {hold && (
          <Typography variant="body2" color="text.secondary">
            {hold}
          </Typography>
        )}
      </Stack>
    </ListRow>
  );
}

/**
 * Payments to verify (payment is verified by hand), filtered by status, a page at a time in the
 * server's order, each with its booking's status; Mark paid confirms the booking, Reject cancels
 * it. Both ask first.
 */
export function PaymentsAdmin() {
  const filtered = useStatusFilter(adminPaymentsQuery, {
    param: ADMIN_LIST_PARAMS.paymentStatus,
    looks: PAYMENT_STATUS_LOOKS,
  });
  const verifyPayment = useVerifyPayment();
  const asked = useQuestion<{ payment: PaymentWithBooking; decision: PaymentDecision }>();
  const { busy, act: verify } = useRowAction(
    'Could not save the decision',
    async (payment: PaymentWithBooking, decision: PaymentDecision) => {
      await verifyPayment.mutateAsync({ row: payment, decision });
      return { title: QUESTIONS[decision].done, description: QUESTIONS[decision].after };
    },
  );

  const { asking } = asked;
  const question = asking ? QUESTIONS[asking.decision] : null;
  return (
    <StatusFilteredList
      {...filtered}
      label="Payments"
      exportAs="payments"
      placeholder={PAYMENT_SHAPE}
      renderRow={(payment) => (
        <PaymentItem
          payment={payment}
          busy={busy === payment.id}
          onDecide={(decision) => asked.ask({ payment, decision })}
        />
      )}
    >
      <ConfirmDialog
        open={asked.open}
        title={question?.title ?? ''}
        confirmLabel={question?.confirm ?? ''}
        cancelLabel="Back"
        destructive={asking?.decision === 'rejected'}
        onClose={asked.close}
        onConfirm={() => (asking ? verify(asking.payment, asking.decision) : undefined)}
      >
        {asking && question
          ? `${asking.payment.name}: ${formatMoney(asking.payment.amount, asking.payment.currency)} for ${asking.payment.booking?.serviceName ?? asking.payment.serviceId}. ${question.text}`
          : null}
      </ConfirmDialog>
    </StatusFilteredList>
  );
}

import { ownerProfile } from './published-content';
import type { BookingDocument } from '../shared/bookings';
import { inviteAttachment, type InviteMethod } from './calendar-invite';
import {
  attachmentNote,
  instantInWords,
  inviteHost,
  organizer,
  whenInWords,
} from './invite-details';
import { adminPageAction, oneLine, ownerAddress, type MailMessage } from './mail';

/**
 * The mails of a paid session's life. As with every form, the booker's copy carries only our own
 * text (their address is whatever they typed); the owner's carries what they typed.
 */

export type BookingMailBooking = Pick<
  BookingDocument,
  | 'serviceName'
  | 'amount'
  | 'currency'
  | 'name'
  | 'email'
  | 'company'
  | 'description'
  | 'start'
  | 'end'
  | 'sequence'
>;

const when = (booking: BookingMailBooking): string =>
  whenInWords(booking.start.toMillis(), booking.end.toMillis());

const price = (booking: BookingMailBooking): string => `£${booking.amount} (${booking.currency})`;

function invite(id: string, booking: BookingMailBooking, method: InviteMethod) {
  return inviteAttachment({
    method,
    kind: 'booking',
    id,
    host: inviteHost(),
    sequence: booking.sequence,
    startMs: booking.start.toMillis(),
    endMs: booking.end.toMillis(),
    title: `${booking.serviceName} with ${ownerProfile().name}`,
    description: `${booking.serviceName}, ${price(booking)}, paid.`,
    confirmed: method === 'REQUEST',
    organizer: organizer(),
    attendee: booking.email,
  });
}

/** One mail's own part: its subject, its lines, and the invitation when there is one. */
interface MailPart {
  subject: string;
  lines: string[];
  attachment?: ReturnType<typeof invite> | undefined;
}

const attached = (attachment: MailPart['attachment']) =>
  attachment ? { attachments: [attachment] } : {};

function ownerMail(
  booking: BookingMailBooking,
  { subject, lines, attachment }: MailPart,
): MailMessage {
  return {
    to: ownerAddress(),
    replyTo: booking.email,
    subject: `${subject}: ${booking.serviceName}, ${oneLine(booking.name)}`,
    paragraphs: [
      `${booking.serviceName}, ${when(booking)}, ${price(booking)}.`,
      `Booked by: ${booking.name} <${booking.email}>${booking.company ? `, ${booking.company}` : ''}`,
      ...(booking.description ? [booking.description] : []),
      ...lines,
    ],
    action: adminPageAction('Open bookings and payments'),
    ...attached(attachment),
  };
}

function bookerMail(
  booking: BookingMailBooking,
  { subject, lines, attachment }: MailPart,
): MailMessage {
  return {
    to: booking.email,
    subject,
    paragraphs: ['Hello,', ...lines, `— ${ownerProfile().name}`],
    ...attached(attachment),
  };
}

/**
 * A payment recorded for the owner to verify by hand (payments are verified manually); the
 * slot is held for both until `holdUntilMs`.
 */
export function paymentReceivedMails(
  booking: BookingMailBooking,
  holdUntilMs: number,
): MailMessage[] {
  const until = instantInWords(holdUntilMs);
  return [
    ownerMail(booking, {
      subject: 'Payment to verify',
      lines: [
        'Check that the payment arrived, then mark it paid (or rejected) in the admin area.',
        `The time is held until ${until}; unverified by then, it is released and the booker is told.`,
      ],
    }),
    bookerMail(booking, {
      subject: `Booking received: ${booking.serviceName}`,
      lines: [
        `Thank you for booking ${booking.serviceName}, ${when(booking)}. Your payment of ${price(booking)} will be verified manually; you will receive the calendar invitation once it is.`,
        `The time is held for you until ${until} while your payment is verified.`,
        'I will contact you directly within 24 hours.',
      ],
    }),
  ];
}

/**
 * A paid session the owner did not verify before its hold lapsed: its slot is free again, and
 * both are told (the owner refunds any money that did arrive).
 */
export function holdLapsedMails(booking: BookingMailBooking): MailMessage[] {
  return [
    ownerMail(booking, {
      subject: 'Hold lapsed, time released',
      lines: [
        'This payment was not verified before its hold lapsed, so the time is offered to others again. If the money arrived, refund it, then reject the payment in the admin area.',
      ],
    }),
    bookerMail(booking, {
      subject: `Booking released: ${booking.serviceName}`,
      lines: [
        `Your payment for ${booking.serviceName}, ${when(booking)}, could not be verified in time, so the time has been released. Any payment that arrived will be refunded.`,
        'You are welcome to book another time.',
      ],
    }),
  ];
}

/** The payment is verified: the session's invitation goes to both. */
export function bookingConfirmedMails(id: string, booking: BookingMailBooking): MailMessage[] {
  const attachment = invite(id, booking, 'REQUEST');
  return [
    ownerMail(booking, {
      subject: 'Booking confirmed',
      lines: [attachmentNote('REQUEST')],
      attachment,
    }),
    bookerMail(booking, {
      subject: `Booking confirmed: ${booking.serviceName}`,
      lines: [
        `Your payment is verified and your ${booking.serviceName} session, ${when(booking)}, is confirmed.`,
        attachmentNote('REQUEST'),
      ],
      attachment,
    }),
  ];
}

/**
 * A booking cancelled (by its booker, the owner, or a rejected payment). Once its invitation was
 * sent (confirmed), the mails carry METHOD:CANCEL with the bumped SEQUENCE.
 */
export function bookingCancelledMails(
  id: string,
  booking: BookingMailBooking,
  wasConfirmed: boolean,
  reason: 'cancelled' | 'payment-rejected',
): MailMessage[] {
  const attachment = wasConfirmed ? invite(id, booking, 'CANCEL') : undefined;
  const note = attachment ? [attachmentNote('CANCEL')] : [];
  const why =
    reason === 'payment-rejected'
      ? `Your payment for ${booking.serviceName}, ${when(booking)}, could not be verified, so the booking is cancelled. Please contact me if you believe this is a mistake.`
      : `Your ${booking.serviceName} session, ${when(booking)}, is cancelled.`;
  return [
    ownerMail(booking, {
      subject:
        reason === 'payment-rejected'
          ? 'Booking cancelled (payment rejected)'
          : 'Booking cancelled',
      lines: note,
      attachment,
    }),
    bookerMail(booking, {
      subject: `Booking cancelled: ${booking.serviceName}`,
      lines: [why, ...note],
      attachment,
    }),
  ];
}

/** Stripe took the money but the slot went to someone else meanwhile: the owner must sort it out. */
export function paidButSlotLostMails(booking: BookingMailBooking): MailMessage[] {
  return [
    ownerMail(booking, {
      subject: 'Paid, but the time was taken',
      lines: [
        'Stripe confirmed this payment after the booking had lost its hold and its time was booked by someone else. Arrange another time with the booker or refund the payment.',
      ],
    }),
  ];
}

import type { BookingRow } from '@shared/bookings';
import { localWhen } from './visitor-time';

/**
 * "Held until Tue, 31 Mar 2026 09:00 BST" while a booking holds its time unconfirmed (unpaid, or
 * paid and awaiting verification): past then, the time is offered to others again.
 */
export function heldUntil(row: Pick<BookingRow, 'status' | 'holdExpiresAt'>): string | null {
  if (row.status !== 'pending_payment' && row.status !== 'awaiting_verification') return null;
  if (!row.holdExpiresAt) return null;
  const when = localWhen(row.holdExpiresAt);
  return `Held until ${when.date} ${when.time}`;
}

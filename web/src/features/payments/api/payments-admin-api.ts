import type { AdminAnswer, AdminRequest } from '@shared/admin-calls';
import type { BookingRow } from '@shared/bookings';
import type { PaymentStatus } from '@shared/payments';
import { adminRequest } from '@/lib/admin-request';
import { listRequest, type StatusListFilter } from '@/lib/query/admin-lists';

export type PaymentDecision = AdminRequest<'verifyPayment'>['decision'];

/** Bookings read per request while finding those a page of payments is for (the most the server gives). */
const BOOKINGS_PER_READ = 100;
/**
 * How many such reads at most for one page of payments. A payment follows its booking within the
 * booking's hold (minutes), so both lists, newest first, line up: the first read nearly always
 * finds them all.
 */
const BOOKING_READS = 3;

/**
 * Admin calls `listPayments` and `verifyPayment`, and `listBookings` for what each payment is for
 * and whether its booking still holds.
 */
export const paymentsAdminApi = {
  /** The page after `cursor` (the newest without one) of every payment, or of those with `status`. */
  page: (
    filter: StatusListFilter<PaymentStatus>,
    cursor: string | undefined,
    signal?: AbortSignal,
  ) => adminRequest('listPayments', listRequest(filter, cursor), { signal }),
  /** `paid` confirms the booking and mails the invitation; `rejected` cancels the booking. */
  verify: async (id: string, decision: PaymentDecision) =>
    (await adminRequest('verifyPayment', { id, decision })).status,
  /** The newest bookings: the first read when finding those a page of payments is for. */
  latestBookings: (signal?: AbortSignal) =>
    adminRequest('listBookings', { limit: BOOKINGS_PER_READ }, { signal }),
  /**
   * The bookings among `ids`, by id: from `first` (a read of the newest), then older ones while
   * some are missing; one no longer among the newest few hundred is left out.
   */
  bookings: async (
    ids: ReadonlySet<string>,
    first: Promise<AdminAnswer<'listBookings'>>,
    signal?: AbortSignal,
  ): Promise<Map<string, BookingRow>> => {
    const found = new Map<string, BookingRow>();
    let read = first;
    for (let reads = 1; ; reads += 1) {
      const page = await read;
      for (const booking of page.items) if (ids.has(booking.id)) found.set(booking.id, booking);
      if (found.size === ids.size || !page.nextCursor || reads === BOOKING_READS) return found;
      read = adminRequest(
        'listBookings',
        { limit: BOOKINGS_PER_READ, cursor: page.nextCursor },
        { signal },
      );
    }
  },
};

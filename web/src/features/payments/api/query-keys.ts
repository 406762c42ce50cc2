import type { PaymentStatus } from '@shared/payments';

/** The payments capability's query keys. */
export const paymentKeys = {
  all: ['payments'] as const,
  /** The admin's lists, each payment with its booking, one per status filter. */
  admin: () => [...paymentKeys.all, 'admin'] as const,
  adminList: (status: PaymentStatus | undefined) =>
    [...paymentKeys.admin(), { status: status ?? 'all' }] as const,
};

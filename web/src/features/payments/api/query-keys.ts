import type { PaymentStatus } from '@shared/payments';
import { adminListKeys } from '@/lib/query/admin-lists';

/** The payments capability's query keys. */
export const paymentKeys = {
  all: ['payments'] as const,
  /** The admin's lists, each payment with its booking, one per status filter. */
  ...adminListKeys<PaymentStatus>('payments'),
};

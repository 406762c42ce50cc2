import { listRowShape, StatusFilteredPlaceholder } from '@/components/ui/placeholder-rows';

/** A payment row before it has come: who and how much, the session, the payment, the statuses. */
export const PAYMENT_SHAPE = listRowShape(3);

/** The payments before their code has come: the filter's place and a page of rows. */
export function PaymentsAdminPlaceholder() {
  return <StatusFilteredPlaceholder shape={PAYMENT_SHAPE} />;
}

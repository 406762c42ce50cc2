import { ListRowPlaceholder, StatusFilteredPlaceholder } from '@/components/ui/paged-list';

/** One payment row while it loads: who and how much, the session, the payment, the statuses. */
export function PaymentPlaceholder() {
  return <ListRowPlaceholder lines={3} />;
}

/** The payments before their code has come: the filter's place and a page of rows. */
export function PaymentsAdminPlaceholder() {
  return <StatusFilteredPlaceholder row={<PaymentPlaceholder />} />;
}

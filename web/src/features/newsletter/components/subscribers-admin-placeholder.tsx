import { listRowShape, StatusFilteredPlaceholder } from '@/components/ui/placeholder-rows';

/** A subscriber row before it has come: the address, then when and from which form. */
export const SUBSCRIBER_SHAPE = listRowShape(1);

/** The subscribers before their code has come: the filter's place and a page of rows. */
export function SubscribersAdminPlaceholder() {
  return <StatusFilteredPlaceholder shape={SUBSCRIBER_SHAPE} />;
}

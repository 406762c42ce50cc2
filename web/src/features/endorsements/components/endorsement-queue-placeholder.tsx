import { ListRowPlaceholder, PlaceholderRows } from '@/components/ui/paged-list';

/** One waiting endorsement while it loads: who endorses what, who they are, the decisions. */
export function EndorsementPlaceholder() {
  return <ListRowPlaceholder lines={1} />;
}

/** The queue before its code has come: a page of rows. */
export function EndorsementQueuePlaceholder() {
  return <PlaceholderRows row={<EndorsementPlaceholder />} />;
}

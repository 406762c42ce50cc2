import { listRowShape, PlaceholderRows } from '@/components/ui/placeholder-rows';

/** A waiting endorsement before it has come: who endorses what, who they are. */
export const ENDORSEMENT_SHAPE = listRowShape(1);

/** The queue before its code has come: a page of rows. */
export function EndorsementQueuePlaceholder() {
  return <PlaceholderRows shape={ENDORSEMENT_SHAPE} />;
}

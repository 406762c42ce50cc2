import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useQueuedCount } from '../hooks/use-queued-count';

// The list, its dialog and the entries' schema load only when something is queued: most visits
// never need them.
const OfflineQueueIndicator = lazyComponent(
  async () => (await import('./offline-queue-indicator')).OfflineQueueIndicator,
);

/** On every page once it has loaded: the unsent-items button while anything is queued. */
export function OfflineQueueWatch() {
  const count = useQueuedCount();
  return count > 0 ? (
    <Suspense fallback={null}>
      <OfflineQueueIndicator />
    </Suspense>
  ) : null;
}

import { Suspense } from 'react';
import { part } from '@/lib/start/part';
import { useQueuedCount } from '../hooks/use-queued-count';

// The list, its dialog, the entries' schema and MUI load only when something is queued: most
// visits never need them.
const OfflineQueueIndicator = part(
  async () => (await import('./offline-queue-indicator')).OfflineQueueIndicator,
  { when: 'first-use', mui: true },
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

import type { QueryClient } from '@tanstack/react-query';

/**
 * The first element of every query key: the capability the read belongs to. Each feature's
 * `api/query-keys.ts` builds its keys under its own; a change names the capabilities it touches
 * by these, so a feature can invalidate another's reads without importing it.
 */
export const CAPABILITIES = [
  'audit',
  'availability',
  'bookings',
  'content',
  'endorsements',
  'inbox',
  'meetings',
  'newsletter',
  'payments',
  'settings',
  'users',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/**
 * After a change the page made: every read of `capabilities` is stale. Those shown now are read
 * again at once only with `now` (a list whose rows the change reorders); otherwise the page has
 * already shown the change in place, and each is read again when it is next shown.
 */
export function changed(
  client: QueryClient,
  capabilities: readonly Capability[],
  { now = false }: { now?: boolean } = {},
): Promise<void> {
  return Promise.all(
    capabilities.map((capability) =>
      client.invalidateQueries({ queryKey: [capability], refetchType: now ? 'active' : 'none' }),
    ),
  ).then(() => undefined);
}

import type { QueryClient } from '@tanstack/react-query';

/**
 * The first element of every query key: the capability the read belongs to. Each feature's
 * `api/query-keys.ts` builds its keys under its own; a change names the capabilities it touches
 * by these, so a feature can invalidate another's reads without importing it.
 */
export const CAPABILITIES = [
  'achievements',
  'audit',
  'availability',
  'bookings',
  'content',
  'cv',
  'endorsements',
  'inbox',
  'meetings',
  'newsletter',
  /** The admin's numbers at a glance, which any admin change may move. */
  'overview',
  'payments',
  'settings',
  'users',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** The key of the admin's numbers at a glance. */
export const OVERVIEW_KEY = ['overview'] as const;

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
  // The numbers at a glance count these lists: shown above them, they are counted again now,
  // without holding up the change that moved them.
  void client.invalidateQueries({ queryKey: OVERVIEW_KEY, refetchType: 'active' });
  return Promise.all(
    capabilities.map((capability) =>
      client.invalidateQueries({ queryKey: [capability], refetchType: now ? 'active' : 'none' }),
    ),
  ).then(() => undefined);
}

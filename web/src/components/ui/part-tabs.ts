import type { PlainTab } from '@/components/plain/tabs';
import { fetchesAhead } from '@/lib/start/part';

/**
 * Tabs whose panels are parts loaded when first shown: each tab controls its panel (the ids
 * `${group}-tab-${id}` and `${group}-panel-${id}`), and fetches its part's code ahead as a
 * pointer or the focus reaches it.
 */
export function partTabs<T extends string>(
  group: string,
  entries: readonly { id: T; label: string }[],
  parts: Record<T, { preload: () => Promise<unknown> }>,
): PlainTab<T>[] {
  return entries.map(({ id, label }) => ({
    value: id,
    label,
    props: {
      id: `${group}-tab-${id}`,
      'aria-controls': `${group}-panel-${id}`,
      ...fetchesAhead(parts[id]),
    },
  }));
}

/** The open tab's panel, named by its tab (of `partTabs`). */
export const tabPanel = (group: string, open: string) =>
  ({
    role: 'tabpanel',
    id: `${group}-panel-${open}`,
    'aria-labelledby': `${group}-tab-${open}`,
  }) as const;

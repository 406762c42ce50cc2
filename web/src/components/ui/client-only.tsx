import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Renders `fallback` in the prerendered HTML and while React adopts it, then `children` (in a
 * Suspense boundary with the same fallback, for lazy code): for parts that depend on the visitor's
 * clock, zone or data, which the build cannot know. Give the fallback the part's height, so
 * nothing below moves when it arrives.
 */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

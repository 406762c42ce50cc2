import { useSyncExternalStore } from 'react';

declare const __BUILD_YEAR__: number;

const neverChanges = (): (() => void) => () => undefined;
const currentYear = (): number => new Date().getFullYear();
// The prerendered HTML carries the year of the build; hydration starts from that same value and
// React then moves on to today's year if a new one has begun since.
const buildYear = (): number => __BUILD_YEAR__;

/** The current year, safe to render in prerendered markup. */
export function useCurrentYear(): number {
  return useSyncExternalStore(neverChanges, currentYear, buildYear);
}

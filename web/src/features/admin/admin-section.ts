import type { ComponentType, ReactNode } from 'react';

/**
 * Content of the admin area whose code loads when it is first shown (a `part()` of the app
 * layer): the component, how to fetch its code ahead, and what holds its place meanwhile (of its
 * height, so nothing moves when it comes).
 */
export interface LoadedLater<P extends object = object> {
  Content: ComponentType<P>;
  preload: () => Promise<unknown>;
  fallback: ReactNode;
}

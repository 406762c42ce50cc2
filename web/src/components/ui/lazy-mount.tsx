import { Suspense, type ReactNode } from 'react';

/**
 * Mounts `children` once `when` turns true, in a Suspense boundary that shows nothing while their
 * code loads: for parts (dialogs, menus, widgets) whose code is fetched only when first wanted.
 */
export function LazyMount({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}

import { Suspense, type ReactNode } from 'react';
import { useAfterLoad } from './use-after-load';

/**
 * Renders `children` once the page has loaded and its turn has come (`useAfterLoad`), its code
 * (`load`, a module-level loader) fetched first, so the render is one short task of its own.
 */
export function AfterLoad({
  load,
  children,
}: {
  load: () => Promise<unknown>;
  children: ReactNode;
}) {
  const ready = useAfterLoad(load);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}

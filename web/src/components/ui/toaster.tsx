import { Suspense, useEffect, useRef, useState } from 'react';
import { useCurrentToast } from '@/lib/toast';

import { part } from '@/lib/start/part';

// Drawn with MUI: its code, and MUI's, load with the first toast.
const ToastView = part(async () => (await import('./toast-view')).ToastView, {
  when: 'first-use',
  mui: true,
});

/** The one toast region of the app: auto-closing, closable, F8 moves focus to it. */
export function Toaster() {
  const current = useCurrentToast();
  const region = useRef<HTMLDivElement>(null);
  // Mounted from the first toast on, so the closing animation of later ones can play.
  const [used, setUsed] = useState(false);
  if (current && !used) setUsed(true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div ref={region} tabIndex={-1} role="region" aria-label="Notifications (F8)">
      {used && (
        <Suspense fallback={null}>
          <ToastView current={current} />
        </Suspense>
      )}
    </div>
  );
}

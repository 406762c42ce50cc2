import { useCallback, useMemo, useState } from 'react';
import type { DialogProps } from './dialog-props';

/**
 * Open state for a dialog: `props` is what the dialog takes. A dialog declared as a `first-use`
 * part (`@/lib/start/part`) loads its code on the first opening and stays mounted after it.
 */
export function useDialogState(): { show: () => void; close: () => void; props: DialogProps } {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const props = useMemo(() => ({ open, onClose: close }), [open, close]);
  return { show, close, props };
}

import { useCallback, useMemo, useState } from 'react';
import type { DialogProps } from '@/components/ui/dialog-props';

/**
 * Open state for a dialog or menu whose code loads on its first opening: `used` turns true then
 * and stays true, so the part stays mounted and its closing transition can play. `props` is what
 * the part itself takes.
 */
export function useLazyOpen(): {
  used: boolean;
  show: () => void;
  close: () => void;
  props: DialogProps;
} {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const props = useMemo(() => ({ open, onClose: close }), [open, close]);
  return { used, show, close, props };
}

import { useCallback, useState } from 'react';
import { part } from '@/lib/start/part';
import { useDialogState } from './use-dialog-state';

/**
 * Asks before something that cannot be undone (a cancellation, a payment decision). Confirm runs
 * `onConfirm`; the dialog stays open, its buttons disabled, until that settles, then closes.
 *
 * Its code (MUI's dialog and modal) loads when it is first opened, not with the list it sits
 * beside: most visits to a dashboard or an admin list never ask. The button that opens it can
 * fetch it ahead (`{...fetchesAhead(ConfirmDialog)}`).
 */
export const ConfirmDialog = part(
  async () => (await import('./confirm-dialog-body')).ConfirmDialogBody,
  // Drawn with MUI: inside a part drawn with MUI (an admin list) in that part's scope, on a plain
  // page (a dashboard's appointments) in its own.
  { when: 'first-use', mui: true },
);

/**
 * What a ConfirmDialog asks about. `asking` stays after `close` while the dialog fades out, so its
 * text does not go blank.
 */
export function useQuestion<Q>() {
  const [asking, setAsking] = useState<Q | null>(null);
  const { show, close, props } = useDialogState();
  const ask = useCallback(
    (question: Q) => {
      setAsking(question);
      show();
    },
    [show],
  );
  return { asking, open: props.open, ask, close };
}

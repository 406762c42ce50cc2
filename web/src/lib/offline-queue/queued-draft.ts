import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { announce } from './queue-channel';
import type { QueuedKind } from './queueable';
import { removeEntry, type QueuedEntry } from './queue-store';

/**
 * "Edit" on a queued item: its content goes back into its form (which may be on another page, or
 * not mounted yet, hence sessionStorage), and the queued entry stays until the edited version has
 * gone through, so closing the page midway loses nothing.
 */
const KEY = 'offline-queue-draft';
const EVENT = 'offline-queue-draft';

/** Hands a queued entry's content to its form. */
export function editQueued(entry: QueuedEntry): void {
  sessionStorage.setItem(
    KEY,
    JSON.stringify({ entryId: entry.id, kind: entry.kind, body: entry.body }),
  );
  window.dispatchEvent(new Event(EVENT));
}

/** The draft waiting for `kind`'s form, taken out of storage; values are the queued body's fields. */
function takeDraft(
  kind: QueuedKind,
): { entryId: string; values: Record<string, unknown> } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  if (!('kind' in parsed) || parsed.kind !== kind) return undefined;
  if (!('entryId' in parsed) || typeof parsed.entryId !== 'string') return undefined;
  if (!('body' in parsed) || typeof parsed.body !== 'string') return undefined;
  sessionStorage.removeItem(KEY);
  try {
    const values: unknown = JSON.parse(parsed.body);
    if (typeof values !== 'object' || values === null) return undefined;
    return { entryId: parsed.entryId, values: { ...values } };
  } catch {
    return undefined;
  }
}

/**
 * For a form the queue can hand content back to: `fill` gets the queued fields whenever "Edit" is
 * pressed for this kind (now or before the form mounted). Call the returned `settle` once the form
 * has sent (or queued) its new version: the old entry then leaves the queue.
 */
export function useQueuedDraft(
  kind: QueuedKind,
  fill: (values: Record<string, unknown>) => void,
): () => void {
  const editing = useRef<string | undefined>(undefined);
  const fillRef = useRef(fill);
  useLayoutEffect(() => {
    fillRef.current = fill;
  });
  useEffect(() => {
    const take = (): void => {
      const draft = takeDraft(kind);
      if (!draft) return;
      editing.current = draft.entryId;
      fillRef.current(draft.values);
    };
    take();
    window.addEventListener(EVENT, take);
    return () => window.removeEventListener(EVENT, take);
  }, [kind]);
  return useCallback(() => {
    const entryId = editing.current;
    if (!entryId) return;
    editing.current = undefined;
    void removeEntry(entryId).then(() => announce({ type: 'changed' }));
  }, []);
}

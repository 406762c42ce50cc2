import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { publish, useAppEvent } from '../events';
import { announce } from './queue-channel';
import type { QueuedKind } from './queueable';
import { removeEntry } from './queue-db';
import type { QueuedEntry } from './queue-store';

/**
 * "Edit" on a queued item: its content goes back into its form (which may be on another page, or
 * not mounted yet, hence sessionStorage), and the queued entry stays until the edited version has
 * gone through, so closing the page midway loses nothing.
 */
const KEY = 'offline-queue-draft';

interface Draft {
  entryId: string;
  kind: string;
  fields: Record<string, unknown>;
}

function fieldsOf(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
  } catch {
    return {};
  }
}

function storedDraft(): Draft | undefined {
  // Prerendering has no session.
  if (typeof sessionStorage === 'undefined') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  if (!('entryId' in parsed) || typeof parsed.entryId !== 'string') return undefined;
  if (!('kind' in parsed) || typeof parsed.kind !== 'string') return undefined;
  if (!('body' in parsed) || typeof parsed.body !== 'string') return undefined;
  return { entryId: parsed.entryId, kind: parsed.kind, fields: fieldsOf(parsed.body) };
}

/** Hands a queued entry's content to its form, and tells whoever shows that form to open it. */
export function editQueued(entry: QueuedEntry): void {
  sessionStorage.setItem(
    KEY,
    JSON.stringify({ entryId: entry.id, kind: entry.kind, body: entry.body }),
  );
  publish('queued.reopened', { kind: entry.kind, fields: fieldsOf(entry.body) });
}

/** The fields of the draft waiting for `kind`'s form, left in place (for whoever opens the form). */
export function waitingDraft(kind: QueuedKind): Record<string, unknown> | undefined {
  const draft = storedDraft();
  return draft?.kind === kind ? draft.fields : undefined;
}

/** A saved text field, or the empty string. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * For a form the queue can hand content back to: `fill` gets the queued fields whenever "Edit" is
 * pressed for this kind (now or before the form mounted). Call the returned `settle` once the form
 * has sent (or queued) its new version: the old entry then leaves the queue.
 */
export function useQueuedDraft(
  kind: QueuedKind,
  fill: (fields: Record<string, unknown>) => void,
): () => void {
  const editing = useRef<string | undefined>(undefined);
  const fillRef = useRef(fill);
  useLayoutEffect(() => {
    fillRef.current = fill;
  });
  const take = useCallback(() => {
    const draft = storedDraft();
    if (draft?.kind !== kind) return;
    sessionStorage.removeItem(KEY);
    editing.current = draft.entryId;
    fillRef.current(draft.fields);
  }, [kind]);
  useEffect(take, [take]);
  useAppEvent('queued.reopened', (event) => {
    if (event.kind === kind) take();
  });
  return useCallback(() => {
    const entryId = editing.current;
    if (!entryId) return;
    editing.current = undefined;
    void removeEntry(entryId).then(() => announce({ type: 'changed' }));
  }, []);
}

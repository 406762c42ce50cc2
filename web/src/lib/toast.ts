import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  /** Milliseconds before it closes by itself (5000 by default). */
  duration: number;
}

export const DEFAULT_TOAST_DURATION = 5000;

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Toast | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast; there is one at a time, so a new one replaces the current one. */
export function toast(
  input: Pick<Toast, 'title' | 'description'> & Partial<Pick<Toast, 'variant' | 'duration'>>,
): number {
  const id = nextId++;
  publish({ id, variant: 'default', duration: DEFAULT_TOAST_DURATION, ...input });
  return id;
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  publish(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

import { useEffect, useRef } from 'react';

/**
 * What happened in one feature, for whoever else cares (achievements, the assistant, analytics):
 * features publish here instead of importing each other. One name per event, `<thing>.<past tense>`,
 * and a payload that says only what a listener needs.
 */
export interface AppEvents {
  /** A home section came into view (its anchor id, e.g. `skills`). */
  'section.viewed': { section: string };
  /** The visitor switched the colour scheme. */
  'theme.changed': { mode: 'light' | 'dark' };
  /** A public form was delivered (`sent`) or stored to go later (`queued`). */
  'form.sent': { form: string; outcome: 'sent' | 'queued' };
  /** An endorsement was submitted for a skill. */
  'endorsement.sent': { skill: string };
  /**
   * The visitor pressed Edit on a submission saved while offline: whoever shows its form opens it
   * (the form itself takes the content: `useQueuedDraft`). `fields` is the saved body.
   */
  'queued.reopened': { kind: string; fields: Record<string, unknown> };
  /** A mini-game ended with a score. */
  'game.scored': { game: string; score: number };
}

export type AppEventName = keyof AppEvents;
type Listener<K extends AppEventName> = (payload: AppEvents[K]) => void;

const listeners: { [K in AppEventName]?: Set<Listener<K>> } = {};

function listenersOf<K extends AppEventName>(name: K): Set<Listener<K>> {
  // The map is keyed by event name, so each set holds listeners of that name's payload.
  const existing = listeners[name] as Set<Listener<K>> | undefined;
  if (existing) return existing;
  const created = new Set<Listener<K>>();
  (listeners as Record<K, Set<Listener<K>>>)[name] = created;
  return created;
}

/** Tells every current listener of `name`; a listener that throws does not stop the others. */
export function publish<K extends AppEventName>(name: K, payload: AppEvents[K]): void {
  for (const listener of [...listenersOf(name)]) {
    try {
      listener(payload);
    } catch (error) {
      console.error(`A listener of ${name} failed`, error);
    }
  }
}

/** Listens to `name` until the returned function is called. */
export function subscribe<K extends AppEventName>(name: K, listener: Listener<K>): () => void {
  const set = listenersOf(name);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Listens to `name` while the component is mounted; the latest `listener` is always the one called. */
export function useAppEvent<K extends AppEventName>(name: K, listener: Listener<K>): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe(name, (payload) => latest.current(payload)), [name]);
}

import { useEffect, useRef } from 'react';
import type { EasterEggId } from '@shared/content/easter-eggs-schema';
import type { GameId } from '@shared/content/mini-games-schema';

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
  /** A mini-game's score changed (`finished` once its round is over: won, lost or out of time). */
  'game.scored': { game: GameId; score: number; finished: boolean; won: boolean };
  /** Someone asked for the mini-games (the overlay's button, the Game easter egg). */
  'games.requested': { game?: GameId };
  /** Someone asked for the achievements overlay (the header's trophy, a shortcut, a link). */
  'achievements.requested': Record<string, never>;
  /** A sign-in finished; `landing` is the path of the page it goes to. */
  'session.started': { landing: string };
  /** An easter egg's pattern (keys or taps) was matched by a signed-in visitor. */
  'egg.found': { egg: EasterEggId; by: 'keys' | 'taps' };
}

export type AppEventName = keyof AppEvents;
type Listener<K extends AppEventName> = (payload: AppEvents[K]) => void;

const listeners: { [K in AppEventName]?: Set<Listener<K>> } = {};

function listenersOf<K extends AppEventName>(name: K): Set<Listener<K>> {
  // The map is keyed by event name, so each set holds listeners of that name's payload.
  return ((listeners as Record<K, Set<Listener<K>>>)[name] ??= new Set());
}

/**
 * What was published before a late listener came: the parts that listen for achievements load
 * after the page, and by then the first sections have long been viewed. Bounded, so a long visit
 * keeps only its latest events.
 */
const HISTORY_LIMIT = 200;
const history: { name: AppEventName; payload: unknown }[] = [];

/** Tells every current listener of `name`; a listener that throws does not stop the others. */
export function publish<K extends AppEventName>(name: K, payload: AppEvents[K]): void {
  history.push({ name, payload });
  if (history.length > HISTORY_LIMIT) history.shift();
  for (const listener of [...listenersOf(name)]) call(name, listener, payload);
}

function call<K extends AppEventName>(name: K, listener: Listener<K>, payload: AppEvents[K]): void {
  try {
    listener(payload);
  } catch (error) {
    console.error(`A listener of ${name} failed`, error);
  }
}

/**
 * Listens to `name` until the returned function is called. With `replay`, the listener is first
 * told, at once and in order, the events of that name published before it came (at most the last
 * 200 events of any name are kept).
 */
export function subscribe<K extends AppEventName>(
  name: K,
  listener: Listener<K>,
  options: { replay?: boolean } = {},
): () => void {
  if (options.replay) {
    for (const event of history.filter((entry) => entry.name === name)) {
      // Only `publish` of this name put it there, with this name's payload.
      call(name, listener, event.payload as AppEvents[K]);
    }
  }
  const set = listenersOf(name);
  set.add(listener);
  return () => void set.delete(listener);
}

/** Forgets what was published (tests start each case from a page that has just loaded). */
export function clearEventHistory(): void {
  history.length = 0;
}

/**
 * Listens to `name` while the component is mounted; the latest `listener` is always the one
 * called. `replay` as for `subscribe`, on mount.
 */
export function useAppEvent<K extends AppEventName>(
  name: K,
  listener: Listener<K>,
  options: { replay?: boolean } = {},
): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  const replay = options.replay === true;
  useEffect(
    () => subscribe(name, (payload) => latest.current(payload), { replay }),
    [name, replay],
  );
}

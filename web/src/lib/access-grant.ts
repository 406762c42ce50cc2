import { useEffect, useSyncExternalStore } from 'react';

/** What a visitor can unlock on the home page: the phone number, and the project details. */
export type AccessGrant = 'phone' | 'projects';

/** A business purpose or an email verification holds for 24 hours. */
export const ACCESS_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** localStorage keys; each holds the time (ms since the epoch) the access ends. */
export const ACCESS_STORAGE_KEYS: Record<AccessGrant, string> = {
  phone: 'phoneRevealedUntil',
  projects: 'projectsAccessibleUntil',
};

// Shared by every component on the page, so revealing the phone in About also reveals it in
// Contact and in the hero dialog without asking again.
const granted: Record<AccessGrant, boolean> = { phone: false, projects: false };
const listeners = new Set<() => void>();

function publish(grant: AccessGrant, value: boolean): void {
  if (granted[grant] === value) return;
  granted[grant] = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Undefined when storage cannot be read (blocked cookies): this visit's answer then stands. */
function readStored(grant: AccessGrant): boolean | undefined {
  try {
    const raw = localStorage.getItem(ACCESS_STORAGE_KEYS[grant]);
    if (raw === null) return false;
    const until = Number(raw);
    return Number.isFinite(until) && until > Date.now();
  } catch {
    return undefined;
  }
}

/** Opens `grant` for 24 hours in this browser (and for the rest of this visit if storage is blocked). */
export function grantAccess(grant: AccessGrant): void {
  try {
    localStorage.setItem(ACCESS_STORAGE_KEYS[grant], String(Date.now() + ACCESS_VALIDITY_MS));
  } catch {
    // Storage blocked: the grant lasts until the page is closed.
  }
  publish(grant, true);
}

/**
 * Whether `grant` is open. False on the server, while hydrating and on a fresh page's first
 * render, so the prerendered markup (masked phone, locked projects) is what React adopts; storage
 * is read once mounted and the component then updates itself.
 */
export function useAccessGrant(grant: AccessGrant): boolean {
  useEffect(() => {
    const stored = readStored(grant);
    if (stored !== undefined) publish(grant, stored);
  }, [grant]);
  return useSyncExternalStore(
    subscribe,
    () => granted[grant],
    () => false,
  );
}

import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api-client';
import { UNEXPECTED_FAILURE_MESSAGE } from '@/lib/form/outcome';
import { onSignOut, useSession } from '@/lib/session';
import { fetchContactPhone } from '../api/contact-phone-api';
import type { PhoneRevealGate } from './use-phone-reveal';

/** The owner's number as this page has it: asked for once, kept in memory only (never stored). */
export type ContactPhone =
  | { status: 'idle' | 'loading' }
  | { status: 'loaded'; phone: string }
  | { status: 'failed'; message: string };

// Shared by About, Contact and the hero's dialog, so one answer serves all three.
let state: ContactPhone = { status: 'idle' };
let pending: Promise<string> | undefined;
const listeners = new Set<() => void>();

function publish(next: ContactPhone): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the API for the number (one request at a time for the page); rejects with its error. */
export function loadContactPhone(): Promise<string> {
  if (state.status === 'loaded') return Promise.resolve(state.phone);
  if (!pending) {
    publish({ status: 'loading' });
    pending = fetchContactPhone()
      .then(
        (phone) => {
          publish({ status: 'loaded', phone });
          return phone;
        },
        (error: unknown) => {
          const message = error instanceof ApiError ? error.message : UNEXPECTED_FAILURE_MESSAGE;
          publish({ status: 'failed', message });
          throw error;
        },
      )
      .finally(() => {
        pending = undefined;
      });
  }
  return pending;
}

/** Drops the number: a page that was signed out keeps no copy of it. */
export function forgetContactPhone(): void {
  publish({ status: 'idle' });
}
onSignOut(forgetContactPhone);

const ignore = (): void => undefined;
const snapshot = (): ContactPhone => state;

/**
 * The number for a visitor who has revealed it (in the last 24 hours): asked for once the session
 * is known to be signed in, if this page does not have it yet; `retry` asks again after a failure.
 */
export function useContactPhone(revealed: boolean): { number: ContactPhone; retry: () => void } {
  const signedIn = useSession().status === 'signed-in';
  const wanted = revealed && signedIn;
  const number = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (wanted && state.status === 'idle') loadContactPhone().catch(ignore);
  }, [wanted]);
  return { number, retry: () => void loadContactPhone().catch(ignore) };
}

/**
 * A valid business purpose was given (it stays in the browser): resolves true once the API has
 * answered with the number and the reveal is remembered. The API's 401 (the session ended) sends
 * the visitor to sign in and resolves false; any other failure rejects, for the form to show.
 */
export async function revealContactPhone(purpose: string, gate: PhoneRevealGate): Promise<boolean> {
  try {
    await loadContactPhone();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    gate.deny();
    return false;
  }
  return gate.confirm(purpose);
}

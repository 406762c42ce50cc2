import { useState, useSyncExternalStore } from 'react';

/** Chromium's install prompt event; not part of TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

interface InstallState {
  prompt: BeforeInstallPromptEvent | null;
  installed: boolean;
}

// Module-level because the browser may fire the event before React mounts, and it never fires twice.
let state: InstallState = { prompt: null, installed: false };
let capturing = false;
const listeners = new Set<() => void>();

function publish(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function isInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return (
    'prompt' in event &&
    typeof event.prompt === 'function' &&
    'userChoice' in event &&
    event.userChoice instanceof Promise
  );
}

function onBeforeInstallPrompt(event: Event): void {
  if (!isInstallPromptEvent(event)) return;
  // Suppresses the browser's own mini-infobar so the Install App dialog decides when to ask.
  event.preventDefault();
  publish({ prompt: event });
}

function onAppInstalled(): void {
  publish({ prompt: null, installed: true });
}

/**
 * Starts listening for the install prompt. Call once at startup, before React renders, so an
 * early `beforeinstallprompt` is not lost; safe to call again (the hook does, as a fallback).
 */
export function captureInstallPrompt(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onAppInstalled);
}

function subscribe(listener: () => void): () => void {
  captureInstallPrompt();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): InstallState => state;

function detectStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const displayMode =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  // iOS Safari predates the display-mode media query and exposes its own flag instead.
  const iosStandalone = 'standalone' in navigator && navigator.standalone === true;
  return displayMode || iosStandalone;
}

async function promptInstall(): Promise<InstallOutcome> {
  const event = state.prompt;
  if (!event) return 'unavailable';
  // A prompt event can be shown only once; a later one arrives as a fresh beforeinstallprompt.
  publish({ prompt: null });
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    // Acceptance marks the app installed without waiting for appinstalled.
    if (outcome === 'accepted') publish({ installed: true });
    return outcome;
  } catch {
    return 'unavailable';
  }
}

export function useInstallPrompt() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  // Display mode is fixed for the life of a page: a launch from the home screen is a new page.
  const [standalone] = useState(detectStandalone);
  return {
    canPrompt: current.prompt !== null,
    installed: current.installed,
    standalone,
    promptInstall,
  };
}

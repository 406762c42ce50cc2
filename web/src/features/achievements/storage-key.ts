/**
 * Where this browser keeps achievements (local storage), and the window event that says they
 * changed in this tab (other tabs hear the storage event). Tiny and without dependencies, so the
 * header's trophy can read the count without loading the engine.
 */
export const ACHIEVEMENTS_STORAGE_KEY = 'portfolio-achievements';

export const ACHIEVEMENTS_CHANGED_EVENT = 'portfolio-achievements-changed';

const USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'input'] as const;

let listening = false;
let markUsed = (): void => undefined;
const used = new Promise<void>((resolve) => {
  markUsed = resolve;
});

/**
 * Starts noticing the visitor's first press, touch or keystroke: the first step of the start
 * (main.tsx), so none after it is missed. Outside a browser there is nothing to wait for.
 */
export function listenForFirstUse(): void {
  if (listening) return;
  listening = true;
  if (typeof window === 'undefined') return markUsed();
  const options = { capture: true, passive: true } as const;
  const onUse = (): void => {
    for (const type of USE_EVENTS) window.removeEventListener(type, onUse, options);
    markUsed();
  };
  for (const type of USE_EVENTS) window.addEventListener(type, onUse, options);
}

/**
 * Resolves once the visitor first does something on the page (presses, touches, types); at once
 * outside a browser. For code only a visitor's action needs (a prerendered form's engine): a
 * visit that only reads never loads it, and an action starts it at the moment it is wanted.
 */
export function firstUse(): Promise<void> {
  listenForFirstUse();
  return used;
}

/** Where a keystroke is text being typed, not a secret: fields and anything acting as one. */
const TYPING_PLACES = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="textbox"]',
  '[role="combobox"]',
  '[role="searchbox"]',
].join(', ');

/** Whether a key pressed on `target` goes into a field (or something that edits text). */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING_PLACES) !== null;
}

/**
 * Whether `target` is inside an open dialog (the mini-games, the achievements, a secret): keys
 * pressed there belong to it, not to the page behind.
 */
export function isInDialog(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('[role="dialog"], [aria-modal="true"]') !== null
  );
}

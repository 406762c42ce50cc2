import { HONEYPOT_FIELD } from '@shared/fields';

/** The form's elements in document order; the first one named in `names` takes the focus. */
export function focusFirst(form: HTMLFormElement | null, names: readonly string[]): void {
  if (!form || names.length === 0) return;
  for (const element of Array.from(form.elements)) {
    if (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      names.includes(element.name)
    ) {
      element.focus();
      return;
    }
  }
}

export function honeypotInput(form: HTMLFormElement | null): HTMLInputElement | null {
  const element = form?.elements.namedItem(HONEYPOT_FIELD);
  return element instanceof HTMLInputElement ? element : null;
}

/**
 * Hands React what the visitor typed into a prerendered form before its scripts ran. React adopts
 * the markup keeping the typed text on screen, but the form's state still holds the defaults, so
 * the next render would wipe it (React 19 only replays such changes behind a flag). For each
 * field whose text differs from the value React rendered, this replays the input event the
 * visitor's typing would have fired, through the field's own handler, keeping the caret.
 */
export function replayEarlyInput(form: HTMLFormElement): void {
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLTextAreaElement) replayText(field, HTMLTextAreaElement.prototype);
    else if (field instanceof HTMLInputElement && TEXT_TYPES.has(field.type)) {
      replayText(field, HTMLInputElement.prototype);
    } else if (field instanceof HTMLSelectElement) replayChoice(field);
  }
}

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'url', 'search', 'password', 'number']);

function replayText<Field extends HTMLInputElement | HTMLTextAreaElement>(
  field: Field,
  prototype: Field,
): void {
  // `defaultValue` is what React rendered (it sets it while adopting the markup).
  const typed = field.value;
  if (typed === field.defaultValue || field.name === HONEYPOT_FIELD) return;
  const focused = document.activeElement === field;
  const { selectionStart, selectionEnd } = field;
  // React's value tracker follows the element's own setter: through it, React sees the rendered
  // value; the prototype's setter then puts the typed text back unseen, so the input event that
  // follows is a change from React's point of view.
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && selectionStart !== null && selectionEnd !== null) {
    field.setSelectionRange(selectionStart, selectionEnd);
  }
}

function replayChoice(field: HTMLSelectElement): void {
  const rendered = Array.from(field.options).find((option) => option.defaultSelected);
  if (!rendered || rendered.selected) return;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

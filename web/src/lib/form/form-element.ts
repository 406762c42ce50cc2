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

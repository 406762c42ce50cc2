/**
 * Whether the visitor has already typed into a prerendered form (a field differs from the HTML) or
 * sent it (web/boot.js holds the Send) before the page's scripts were listening. Imports nothing:
 * it runs before the form's own code (and zod) has loaded.
 */
export function usedEarly(form: HTMLFormElement): boolean {
  return (
    form.hasAttribute('data-submit-pending') ||
    Array.from(form.elements).some(
      (field) =>
        (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
        field.value !== field.defaultValue,
    )
  );
}

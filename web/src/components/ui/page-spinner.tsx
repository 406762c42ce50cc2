/**
 * Shown while a lazily loaded page, or the session it needs, arrives. Plain markup (a CSS ring,
 * plain.css): it shows before MUI's runtime has loaded.
 */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="ui-spinner">
      <span role="progressbar" aria-label={label} />
    </div>
  );
}

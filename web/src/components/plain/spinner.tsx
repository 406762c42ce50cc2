import './spinner.css';

/**
 * Shown while a lazily loaded page, or the session it needs, arrives: MUI's CircularProgress as a
 * CSS ring, so it shows before MUI's runtime has loaded.
 */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="ui-spinner">
      <span role="progressbar" aria-label={label} />
    </div>
  );
}

import { HONEYPOT_FIELD } from '@shared/fields';

/**
 * The hidden field every public form carries (see `HONEYPOT_FIELD`). Off-screen rather than
 * `display: none`, which some bots skip; out of the tab order and hidden from assistive tech, so
 * no person ever fills it. Uncontrolled: the form engine reads it when sending, never validates it.
 */
export function HoneypotField() {
  return (
    <input
      type="text"
      name={HONEYPOT_FIELD}
      defaultValue=""
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    />
  );
}

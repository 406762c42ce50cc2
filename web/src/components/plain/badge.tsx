import './badge.css';

/**
 * A count at the top right of the control it sits in (MUI's Badge), shown from 1 up. Hidden from
 * screen readers: the control's name says it.
 */
export function Badge({ count }: { count: number }) {
  return count > 0 ? (
    <span className="ui-badge" aria-hidden="true">
      {count}
    </span>
  ) : null;
}

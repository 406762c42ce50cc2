import type { ReactNode } from 'react';
import { buttonClass } from '@/components/plain/class-names';
import { Icon } from '@/components/plain/icons';
import './retry-alert.css';

const ICONS = { error: 'errorOutline', warning: 'reportProblem' } as const;

/**
 * Why something could not load, with Try again. Plain markup (retry-alert.css, MUI's standard
 * Alert from the theme's variables): it shows where a list failed, on plain pages as well.
 */
export function RetryAlert({
  severity,
  onRetry,
  children,
}: {
  severity: 'error' | 'warning';
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={`ui-alert ui-alert--${severity}`}>
      <div className="ui-alert__icon">
        <Icon name={ICONS[severity]} />
      </div>
      <div className="ui-alert__message">{children}</div>
      <div className="ui-alert__action">
        <button
          type="button"
          className={buttonClass({ size: 'small', color: 'inherit' })}
          onClick={onRetry}
        >
          Try again
        </button>
      </div>
    </div>
  );
}

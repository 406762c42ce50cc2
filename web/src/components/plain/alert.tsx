import type { ReactNode } from 'react';
import { Icon } from './icon';
import './alert.css';

const ICONS = { error: 'errorOutline', warning: 'reportProblem' } as const;

/** MUI's standard Alert: its severity's icon and colours, the message, and an action at the end. */
export function Alert({
  severity,
  action,
  children,
}: {
  severity: keyof typeof ICONS;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={`ui-alert ui-alert--${severity}`}>
      <div className="ui-alert__icon">
        <Icon name={ICONS[severity]} />
      </div>
      <div className="ui-alert__message">{children}</div>
      {action && <div className="ui-alert__action">{action}</div>}
    </div>
  );
}

import type { ReactNode } from 'react';
import { classes } from './class-names';
import './app-bar.css';

/**
 * MUI's sticky AppBar with one Toolbar row, frosted over the page; `raised` once the page has
 * scrolled under it (a border and a shadow). Whatever follows the row (a menu) is `after`.
 */
export function AppBar({
  raised,
  className,
  children,
  after,
}: {
  raised?: boolean;
  className?: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <header className={classes('ui-app-bar', className)} data-raised={raised}>
      <div className="ui-toolbar">{children}</div>
      {after}
    </header>
  );
}

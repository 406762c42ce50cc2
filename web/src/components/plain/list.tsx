import type { ComponentProps, ReactNode } from 'react';
import { classes } from './class-names';
import './list.css';

/** A list of rows without bullets or padding (MUI's List); `label` names it. */
export function List({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className="ui-list" aria-label={label}>
      {children}
    </ul>
  );
}

/** MUI's Divider: between two rows of a List (`item`, hidden from screen readers), or a rule. */
export function Divider({ item = false }: { item?: boolean }) {
  return item ? <li className="ui-divider" aria-hidden /> : <hr className="ui-divider" />;
}

/** MUI's ListItemButton: a row of a List that is one button, full width, 8 px padding. */
export function ListItemButton({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  return <button type={type} className={classes('ui-list-btn', className)} {...props} />;
}

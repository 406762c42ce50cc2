import type { ComponentProps } from 'react';
import { classes } from './class-names';
import { PlainLink, type LinkTarget } from './link';
// The reset both kinds of button share comes first (button.css), this look after it.
import './button.css';
import './icon-button.css';

interface IconButtonLook {
  color?: 'default' | 'inherit' | 'primary';
  bordered?: boolean;
  /** 32 px across instead of 40 (MUI's small): in a toast or a dense row. */
  small?: boolean;
  /** An icon says nothing to a screen reader: the button's name. */
  'aria-label': string;
}

/** The classes of a round icon button (icon-button.css), MUI IconButton's colours. */
export function iconButtonClass({
  color = 'default',
  bordered = false,
  small = false,
}: Omit<IconButtonLook, 'aria-label'> = {}): string {
  return classes(
    'ui-icon-btn',
    color !== 'default' && `ui-icon-btn--${color}`,
    bordered && 'ui-icon-btn--bordered',
    small && 'ui-icon-btn--small',
  );
}

/** A round <button> holding one icon; of type `button` unless told. */
export function IconButton({
  color,
  bordered,
  small,
  className,
  type = 'button',
  ...props
}: IconButtonLook & ComponentProps<'button'>) {
  const look = iconButtonClass({ color, bordered, small });
  return <button type={type} className={classes(look, className)} {...props} />;
}

/** A link drawn as a round icon button: to a page of the app (`to`) or any other address. */
export function IconButtonLink({
  color,
  bordered,
  small,
  className,
  ...target
}: IconButtonLook & LinkTarget) {
  const look = iconButtonClass({ color, bordered, small });
  return <PlainLink className={classes(look, className)} {...target} />;
}

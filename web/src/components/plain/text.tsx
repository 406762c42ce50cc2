import type { HTMLAttributes } from 'react';
import { classes } from './class-names';
import './text.css';

/**
 * Body text as MUI's Typography draws it: body1, or body2 when `small`; `secondary` in the
 * secondary text colour. A paragraph unless told.
 */
export function Text({
  as: Tag = 'p',
  small = false,
  weight,
  secondary = false,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & {
  as?: 'p' | 'span' | 'div';
  small?: boolean;
  weight?: 'semibold' | 'bold';
  secondary?: boolean;
}) {
  const look = classes(
    'ui-text',
    small && 'ui-text--small',
    weight && `ui-text--${weight}`,
    secondary && 'ui-text--secondary',
    className,
  );
  return <Tag className={look} {...props} />;
}

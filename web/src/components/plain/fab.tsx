import type { ComponentProps } from 'react';
import { classes } from './class-names';
import './fab.css';

/**
 * MUI's primary Fab: a round 56 px button holding one icon; where it floats is its caller's.
 * Of type `button` unless told; an icon says nothing to a screen reader, hence `aria-label`.
 */
export function Fab({
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { 'aria-label': string }) {
  return <button type={type} className={classes('ui-fab', className)} {...props} />;
}

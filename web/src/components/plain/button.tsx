import type { ComponentProps, ReactNode } from 'react';
import { classes } from './class-names';
import { PlainLink, type LinkTarget } from './link';
import './button.css';

interface ButtonLook {
  /** MUI's three, and `pill`: a rounded paper surface floating over the page (System Status). */
  variant?: 'text' | 'contained' | 'outlined' | 'pill';
  size?: 'small' | 'medium' | 'large';
  /**
   * `inherit` takes the text colour around it (header links); `error` is for what undoes or
   * removes; the default is the primary colour.
   */
  color?: 'primary' | 'inherit' | 'error';
  fullWidth?: boolean;
  /** Before the label: an icon, or the System Status pill's dot (MUI's `startIcon`). */
  start?: ReactNode;
  /** After the label: an icon (MUI's `endIcon`). */
  end?: ReactNode;
}

/** The classes (button.css) of a button or a link drawn as one, MUI Button's variants and sizes. */
export function buttonClass({
  variant = 'text',
  size = 'medium',
  color = 'primary',
  fullWidth = false,
}: ButtonLook = {}): string {
  return classes(
    'ui-btn',
    variant !== 'text' && `ui-btn--${variant}`,
    size !== 'medium' && `ui-btn--${size}`,
    color !== 'primary' && `ui-btn--${color}`,
    fullWidth && 'ui-btn--full',
  );
}

const startOf = (start: ReactNode) => start && <span className="ui-btn__start">{start}</span>;
const endOf = (end: ReactNode) => end && <span className="ui-btn__end">{end}</span>;

/** A button's or a button link's own props drawn: its classes and its label between its icons. */
function drawn<P extends ButtonLook & { className?: string; children?: ReactNode }>({
  variant,
  size,
  color,
  fullWidth,
  start,
  end,
  className,
  children,
  ...rest
}: P) {
  const look = buttonClass({ variant, size, color, fullWidth });
  const label = (
    <>
      {startOf(start)}
      {children}
      {endOf(end)}
    </>
  );
  return { rest, className: classes(look, className), label };
}

/** A <button> in MUI Button's look; of type `button` unless told. */
export function Button({ type = 'button', ...props }: ButtonLook & ComponentProps<'button'>) {
  const { rest, className, label } = drawn(props);
  return (
    <button type={type} {...rest} className={className}>
      {label}
    </button>
  );
}

/** A link drawn as a button: to a page of the app (`to`) or any other address (`href`). */
export function ButtonLink(props: ButtonLook & LinkTarget) {
  const { rest, className, label } = drawn(props);
  return (
    <PlainLink {...rest} className={className}>
      {label}
    </PlainLink>
  );
}

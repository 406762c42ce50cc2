interface ButtonLook {
  variant?: 'text' | 'contained' | 'outlined';
  size?: 'small' | 'medium' | 'large';
  /**
   * `inherit` takes the text colour around it (header links); `error` is for what undoes or
   * removes; the default is the primary colour.
   */
  color?: 'primary' | 'inherit' | 'error';
  fullWidth?: boolean;
}

/** The classes (plain.css) of a button or a link drawn as one, MUI Button's variants and sizes. */
export function buttonClass({
  variant = 'text',
  size = 'medium',
  color = 'primary',
  fullWidth = false,
}: ButtonLook = {}): string {
  return [
    'ui-btn',
    variant !== 'text' && `ui-btn--${variant}`,
    size !== 'medium' && `ui-btn--${size}`,
    color !== 'primary' && `ui-btn--${color}`,
    fullWidth && 'ui-btn--full',
  ]
    .filter(Boolean)
    .join(' ');
}

interface IconButtonLook {
  color?: 'default' | 'inherit' | 'primary';
  bordered?: boolean;
}

/** The classes of a round icon button (plain.css), MUI IconButton's colours. */
export function iconButtonClass({ color = 'default', bordered = false }: IconButtonLook = {}) {
  return [
    'ui-icon-btn',
    color !== 'default' && `ui-icon-btn--${color}`,
    bordered && 'ui-icon-btn--bordered',
  ]
    .filter(Boolean)
    .join(' ');
}

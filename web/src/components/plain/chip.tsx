import type { ReactNode } from 'react';
import { classes } from './class-names';
import './chip.css';

/** The colour a status chip's outline supports its word with (the word keeps the text colour). */
export type ChipTone = 'default' | 'info' | 'success' | 'warning' | 'error';

/**
 * MUI's Chip: filled in the primary colour, outlined in success's, or, given a `tone`, a status
 * outlined in the tone's colour; medium or `small`.
 */
export function Chip({
  label,
  small = false,
  color,
  tone,
  className,
}: {
  label: ReactNode;
  small?: boolean;
  color?: 'primary' | 'success';
  tone?: ChipTone;
  className?: string;
}) {
  const look = classes(
    'ui-chip',
    small && 'ui-chip--small',
    color && `ui-chip--${color}`,
    tone && `status-chip status-chip--${tone}`,
    className,
  );
  return (
    <span className={look}>
      <span>{label}</span>
    </span>
  );
}

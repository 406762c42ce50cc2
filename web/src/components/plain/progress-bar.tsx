import { classes } from './class-names';
import './progress-bar.css';

/**
 * MUI's determinate LinearProgress: a bar filled to `value` (0 to 1). Named by the element
 * `labelledBy` points at; without one it is decoration, hidden from screen readers. How fast the
 * fill moves is the caller's (`--progress-step` in its CSS).
 */
export function ProgressBar({
  value,
  labelledBy,
  className,
  'data-testid': testId,
}: {
  value: number;
  labelledBy?: string;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div
      role="progressbar"
      className={classes('ui-progress', className)}
      aria-valuenow={Math.round(value * 100)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-labelledby={labelledBy}
      aria-hidden={labelledBy ? undefined : true}
      data-testid={testId}
    >
      <div className="ui-progress__fill" style={{ transform: `scaleX(${value})` }} />
    </div>
  );
}

import Button, { type ButtonProps } from '@mui/material/Button';

/** One decision an admin can make on a row: its button's words and look. */
export interface Decision<D extends string> {
  decision: D;
  label: string;
  props?: ButtonProps;
}

/**
 * A row's decisions, one small button each, all waiting while the row is `busy`. Each button's
 * accessible name (`name`) says whose row it decides, as a list has many alike.
 */
export function DecisionButtons<D extends string>({
  decisions,
  name,
  busy,
  onDecide,
}: {
  decisions: readonly Decision<D>[];
  name: (decision: Decision<D>) => string;
  busy: boolean;
  onDecide: (decision: D) => void;
}) {
  return decisions.map((entry) => (
    <Button
      key={entry.decision}
      size="small"
      {...entry.props}
      disabled={busy}
      onClick={() => onDecide(entry.decision)}
      aria-label={name(entry)}
    >
      {entry.label}
    </Button>
  ));
}

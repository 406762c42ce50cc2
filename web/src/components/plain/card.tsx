import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { classes } from './class-names';
import './card.css';

type Surface = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section';
  /** Floating above the page (a toast): MUI's elevation 6 beside the outline. */
  raised?: boolean;
  ref?: Ref<HTMLDivElement>;
};
type Holds = { children: ReactNode };

/** MUI's outlined Paper: the surface an account page's form, or a card, is drawn on. */
export function Paper({ as: Tag = 'div', raised = false, className, ...props }: Surface) {
  return (
    <Tag className={classes('ui-paper', raised && 'ui-paper--raised', className)} {...props} />
  );
}

/** MUI's outlined Card: a Paper that stacks its content and its actions. */
export function Card(props: Omit<Surface, 'className'>) {
  return <Paper {...props} className="ui-card" />;
}

/** A card's padded content; `rows`: its children stacked 16 px apart, as CardRows does. */
export function CardContent({ rows = false, children }: Holds & { rows?: boolean }) {
  return <div className={classes('ui-card__content', rows && 'ui-card__rows')}>{children}</div>;
}

/** A card's heading and rows (MUI's Stack): 16 px apart, or 12 px when `tight`. */
export function CardRows({ tight = false, children }: Holds & { tight?: boolean }) {
  return (
    <div className={classes('ui-card__rows', tight && 'ui-card__rows--tight')}>{children}</div>
  );
}

/** A card's heading: MUI's h6. */
export function CardTitle({ children }: Holds) {
  return <h2 className="ui-card__title">{children}</h2>;
}

/** The row of buttons under a card's content (MUI's CardActions). */
export function CardActions({ children }: Holds) {
  return <div className="ui-card__actions">{children}</div>;
}

import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useDeferredValue, type ReactNode } from 'react';
import { Divider, List } from '@/components/plain/list';
import { Text } from '@/components/plain/text';
import { FailedRead } from './retry-alert';
import { useDrawingWhile } from './drawing';
import './server-list.css';

/**
 * A list read by a query: Loading…, the failure with Try again (which reads it again), `empty` (a
 * text is shown as secondary text), or one row per item with a divider between rows.
 */
export function QueryList<T extends { id: string }>({
  items,
  empty,
  label,
  renderRow,
}: {
  items: UseQueryResult<T[]>;
  empty: ReactNode;
  /** The list's accessible name, where the page has more than one. */
  label?: string;
  renderRow: (item: T) => ReactNode;
}) {
  const shown = useDeferredRead(items);
  if (shown.isPending) return <Text secondary>Loading…</Text>;
  if (shown.isError) return <FailedRead error={shown.error} onRetry={() => void shown.refetch()} />;
  if (shown.data.length === 0) {
    return typeof empty === 'string' ? <Text secondary>{empty}</Text> : empty;
  }
  return <RowList items={shown.data} label={label} renderRow={renderRow} />;
}

/** Rows of a list with a divider between them (plain markup). */
export function RowList<T extends { id: string }>({
  items,
  label,
  renderRow,
}: {
  items: readonly T[];
  label?: string;
  renderRow: (item: T) => ReactNode;
}) {
  return (
    <List label={label}>
      {items.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 && <Divider item />}
          {renderRow(item)}
        </Fragment>
      ))}
    </List>
  );
}

/**
 * One row of a QueryList: a title over its lines, and what belongs at the end (statuses,
 * actions). Stacks on a phone; on wider screens the end sits at the end of the line. Its lines
 * are the caller's: the kit's small Text keeps a row free of style work.
 */
export function ListRow({
  title,
  children,
  end,
}: {
  title: ReactNode;
  children: ReactNode;
  end: ReactNode;
}) {
  return (
    <li className="list-row">
      <div className="list-row__main">
        <Text weight="semibold" className="list-row__title">
          {title}
        </Text>
        {children}
      </div>
      <div className="list-row__end">{end}</div>
    </li>
  );
}

/**
 * A list's `read` as drawn. The rows arrive as a store update, which React renders in one blocking
 * task: on a phone, a long one for a page of rows. Deferred, that update keeps what is shown
 * (cheap), and the rows are drawn in a render that yields to the browser between them; until then
 * the list reports itself drawing (./drawing.ts).
 */
export function useDeferredRead<R extends { isPending: boolean }>(read: R): R {
  const shown = useDeferredValue(read);
  useDrawingWhile(shown.isPending && !read.isPending);
  return shown;
}

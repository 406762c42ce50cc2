import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useDeferredValue, type ReactNode } from 'react';
import { errorMessage } from '@/lib/error-message';
import { RetryAlert } from './retry-alert';
import { useDrawingWhile } from './drawing';
import '@/components/plain/card.css';
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
  // The rows arrive as a store update, which React renders in one blocking task: on a phone, a
  // long one for a page of rows. Deferred, that update keeps what is shown (cheap), and the rows
  // are drawn in a render that yields to the browser between them.
  const shown = useDeferredValue(items);
  useDrawingWhile(shown.isPending && !items.isPending);
  if (shown.isPending) return <p className="ui-text ui-text--secondary">Loading…</p>;
  if (shown.isError) {
    return (
      <RetryAlert severity="error" onRetry={() => void shown.refetch()}>
        {errorMessage(shown.error)}
      </RetryAlert>
    );
  }
  if (shown.data.length === 0) {
    return typeof empty === 'string' ? (
      <p className="ui-text ui-text--secondary">{empty}</p>
    ) : (
      empty
    );
  }
  return <RowList items={shown.data} label={label} renderRow={renderRow} />;
}

/** Rows of a list with a divider between them (plain markup: server-list.css). */
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
    <ul className="ui-list" aria-label={label}>
      {items.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 && <li className="ui-divider" aria-hidden />}
          {renderRow(item)}
        </Fragment>
      ))}
    </ul>
  );
}

/**
 * One row of a QueryList: a title over its lines, and what belongs at the end (statuses,
 * actions). Stacks on a phone; on wider screens the end sits at the end of the line. Its lines
 * are the caller's: plain `ui-text ui-text--small` paragraphs keep a row free of style work.
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
        <p className="ui-text ui-text--semibold list-row__title">{title}</p>
        {children}
      </div>
      <div className="list-row__end">{end}</div>
    </li>
  );
}

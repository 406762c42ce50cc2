import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/plain/button';
import { Card, CardContent, CardTitle } from '@/components/plain/card';
import { Text } from '@/components/plain/text';
import { AVAILABILITY_LINK } from '@/config/paths';
import { fetchesAhead } from '@/lib/start/part';
import { changed, type Capability } from '@/lib/query/capabilities';
import { changeRows } from '@/lib/query/paged';
import { useRowAction, type Told } from '@/lib/use-row-action';
import {
  isAhead,
  localWhen,
  prepareLocalWhen,
  visitorZone,
  type LocalWhen,
} from '@/lib/visitor-time';
import type { KeptRead } from '@/lib/query/kept-offline';
import { useKeptList } from '@/lib/query/use-kept-list';
import { ConfirmDialog, useQuestion } from './confirm-dialog';
import { DrawingReport, useDrawingCount } from './drawing';
import { ListRow, QueryList } from './query-list';
import { SavedCopyNote } from './saved-copy-note';
import './server-list.css';

/** Something booked for a time: a meeting request, a booking. */
interface Appointment {
  id: string;
  start: string;
  end: string;
  status: string;
}

/**
 * When a visitor may call an appointment off: while its status is one of `open` and it has not
 * begun (`nowMs` for tests).
 */
export function cancellableWhile<T extends Appointment>(
  open: readonly T['status'][],
): (row: T, nowMs?: number) => boolean {
  return (row, nowMs = Date.now()) => open.includes(row.status) && isAhead(row.start, nowMs);
}

/** How one kind of appointment is cancelled, and what is said about it. */
export interface AppointmentCancel<T extends Appointment> {
  /** Cancels it on the server, answering its new status. */
  call: (id: string) => Promise<T['status']>;
  /**
   * The key (or key prefix) of the lists the row is in, read whole or a page at a time: it shows
   * its new status there at once.
   */
  lists: QueryKey;
  /** What else a cancellation changes (the freed time, the payment's booking): read again when next shown. */
  changes: readonly Capability[];
  /** Whether the row offers Cancel. */
  allowed: (row: T) => boolean;
  /** The Cancel button's accessible name. */
  label: (row: T) => string;
  question: string;
  confirm: string;
  /** The question's text. */
  explain: (row: T, when: LocalWhen) => string;
  done: (row: T) => Told;
  failure: string;
}

/**
 * Cancel on each row that allows it; it asks first, then shows the status the server answers.
 * `button` goes in a row, `dialog` once beside the list.
 */
export function useAppointmentCancel<T extends Appointment>(
  cancel: AppointmentCancel<T>,
): { button: (row: T) => ReactNode; dialog: ReactNode } {
  const client = useQueryClient();
  const question = useQuestion<T>();
  const { act } = useRowAction(cancel.failure, async (row: T) => {
    const status = await cancel.call(row.id);
    changeRows<T>(client, cancel.lists, (entry) =>
      entry.id === row.id ? { ...entry, status } : entry,
    );
    void changed(client, cancel.changes);
    return cancel.done(row);
  });
  const { asking } = question;
  const button = (row: T) =>
    cancel.allowed(row) && (
      <Button
        size="small"
        color="error"
        {...fetchesAhead(ConfirmDialog)}
        onClick={() => question.ask(row)}
        aria-label={cancel.label(row)}
      >
        Cancel
      </Button>
    );
  const dialog = (
    <ConfirmDialog
      open={question.open}
      title={cancel.question}
      confirmLabel={cancel.confirm}
      cancelLabel="Keep it"
      destructive
      onClose={question.close}
      onConfirm={() => (asking ? act(asking) : undefined)}
    >
      {asking ? cancel.explain(asking, localWhen(asking.start, asking.end)) : null}
    </ConfirmDialog>
  );
  return { button, dialog };
}

/**
 * A dashboard card listing someone's appointments (meeting requests, bookings), times in the
 * visitor's own zone, each described by `describe`, with Cancel where it is still allowed. Plain
 * markup (the kit's Card and server-list.css): its rows arrive in one render, which then does no
 * style work.
 */
export function CancellableAppointmentsCard<T extends Appointment>({
  title,
  query,
  items: noun,
  empty,
  describe,
  cancel,
}: {
  title: string;
  /** The read of the list, kept for offline (lib/query/kept-offline.ts). */
  query: KeptRead<T[]>;
  /** What the list holds, as the offline copy's note names it ("bookings"). */
  items: string;
  /** What to say when there is nothing yet; the card adds the way to the Availability section. */
  empty: string;
  describe: (row: T) => { title: string; details?: ReactNode; status: ReactNode };
  cancel: AppointmentCancel<T>;
}) {
  const { items, savedAt } = useKeptList(query, (value: T[]) => value);
  const [drawing, reportDrawing] = useDrawingCount();
  const waiting = items.isPending || drawing > 0;
  useEffect(prepareLocalWhen, []);
  const { button, dialog } = useAppointmentCancel(cancel);
  return (
    <>
      <Card
        as="section"
        aria-label={title}
        data-server-data
        aria-busy={waiting}
        data-waiting={waiting || undefined}
      >
        <CardContent rows>
          <div>
            <CardTitle>{title}</CardTitle>
            <Text small secondary>
              Times are shown in your time zone ({visitorZone()}).
            </Text>
          </div>
          {savedAt && <SavedCopyNote savedAt={savedAt} items={noun} />}
          <DrawingReport value={reportDrawing}>
            <QueryList
              items={items}
              empty={
                // With the way to the Availability section, where both are booked.
                <div className="server-list__empty">
                  <Text secondary>{empty}</Text>
                  <ButtonLink variant="outlined" to={AVAILABILITY_LINK}>
                    See availability
                  </ButtonLink>
                </div>
              }
              renderRow={(row) => (
                <AppointmentRow
                  start={row.start}
                  end={row.end}
                  {...describe(row)}
                  action={button(row)}
                />
              )}
            />
          </DrawingReport>
        </CardContent>
      </Card>
      {dialog}
    </>
  );
}

/**
 * One appointment: when (in the visitor's zone), what, its status, and an action such as Cancel.
 * Stacks on a phone; on wider screens the status and action sit at the end of the line.
 */
export function AppointmentRow({
  start,
  end,
  title,
  details,
  status,
  action,
}: {
  start: string;
  end: string;
  title: string;
  details?: ReactNode;
  status: ReactNode;
  action?: ReactNode;
}) {
  const when = localWhen(start, end);
  return (
    <ListRow
      title={title}
      end={
        <>
          {status}
          {action}
        </>
      }
    >
      <Text small>
        <time dateTime={start}>
          {when.date} · {when.time}
        </time>
      </Text>
      {details && (
        <Text as="div" small secondary>
          {details}
        </Text>
      )}
    </ListRow>
  );
}

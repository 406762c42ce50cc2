import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { ADMIN_EXPORTS, type AdminExportName } from '../shared/admin-exports';
import type { AuditRow } from '../shared/audit';
import type { BookingRow } from '../shared/bookings';
import type { InboxItem } from '../shared/inbox';
import type { SubscriberRow } from '../shared/newsletter';
import type { PaymentRow } from '../shared/payments';
import { parseInput, requestObject } from '../lib/validation';
import type { Page, PageRequest } from '../lib/pages';
import { unexpectedError } from '../lib/logs';
import { listAuditLog } from './audit';
import { listBookings } from './bookings';
import { listInbox } from './inbox';
import { listSubscribers } from './newsletter';
import { listPayments } from './payments';

/**
 * CSV exports of the admin lists: every row the list's filters select, read a page at a time with
 * the list's own call (so the file and the list can never disagree) and written out as it is
 * read, so a long list never sits in the function's memory.
 */

/** Rows read per page: the most an admin list gives at once. */
const EXPORT_PAGE = 100;

interface Column<Row> {
  header: string;
  cell: (row: Row) => string | number | null;
}

const SUBSCRIBER_COLUMNS: Column<SubscriberRow>[] = [
  { header: 'Email', cell: (row) => row.email },
  { header: 'Status', cell: (row) => row.status },
  { header: 'Form', cell: (row) => row.source },
  { header: 'Subscribed at', cell: (row) => row.subscribedAt },
  { header: 'Unsubscribed at', cell: (row) => row.unsubscribedAt },
  { header: 'First seen at', cell: (row) => row.createdAt },
];

const BOOKING_COLUMNS: Column<BookingRow>[] = [
  { header: 'Booking', cell: (row) => row.id },
  { header: 'Service', cell: (row) => row.serviceName },
  { header: 'Amount', cell: (row) => row.amount },
  { header: 'Currency', cell: (row) => row.currency },
  { header: 'Status', cell: (row) => row.status },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Company', cell: (row) => row.company },
  { header: 'Starts at', cell: (row) => row.start },
  { header: 'Ends at', cell: (row) => row.end },
  { header: 'Payment', cell: (row) => row.paymentId },
  { header: 'Description', cell: (row) => row.description },
  { header: 'Booked at', cell: (row) => row.createdAt },
];

const INQUIRY_COLUMNS: Column<InboxItem>[] = [
  { header: 'Inquiry', cell: (row) => row.id },
  { header: 'Received at', cell: (row) => row.createdAt },
  { header: 'Read', cell: (row) => (row.read ? 'yes' : 'no') },
  { header: 'Spam', cell: (row) => (row.spam ? 'yes' : 'no') },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Subject', cell: (row) => row.subject },
  { header: 'Details', cell: (row) => row.details.map((d) => `${d.label}: ${d.value}`).join('; ') },
  { header: 'Message', cell: (row) => row.body },
];

const PAYMENT_COLUMNS: Column<PaymentRow>[] = [
  { header: 'Payment', cell: (row) => row.id },
  { header: 'Booking', cell: (row) => row.bookingId },
  { header: 'Amount', cell: (row) => row.amount },
  { header: 'Currency', cell: (row) => row.currency },
  { header: 'Status', cell: (row) => row.status },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Method', cell: (row) => row.paymentMethod },
  { header: 'Provider', cell: (row) => row.provider },
  { header: 'Verified at', cell: (row) => row.verifiedAt },
  { header: 'Recorded at', cell: (row) => row.createdAt },
];

/** The fields every entry has; the rest of an entry (its action's own fields) goes in Details. */
const AUDIT_FIELDS = new Set(['id', 'at', 'action', 'actorUid', 'actor', 'targetUid', 'targetId']);
const AUDIT_COLUMNS: Column<AuditRow>[] = [
  { header: 'At', cell: (row) => row.at },
  { header: 'Action', cell: (row) => row.action },
  { header: 'By', cell: (row) => ('actorUid' in row ? (row.actorUid ?? null) : null) },
  {
    header: 'Concerning',
    cell: (row) => ('targetId' in row ? row.targetId : 'targetUid' in row ? row.targetUid : null),
  },
  {
    header: 'Details',
    cell: (row) => {
      const details = Object.entries(row).filter(([key]) => !AUDIT_FIELDS.has(key));
      return details.length > 0 ? JSON.stringify(Object.fromEntries(details)) : null;
    },
  },
];

/**
 * A cell a spreadsheet would run as a formula, neutralised as OWASP ASVS asks: one that starts
 * with `=`, `+`, `-`, `@` (or their full-width forms), a tab, a carriage return or NUL, also after
 * leading whitespace, is prefixed with `'` so it is read as text. The CSV library's own
 * `escape_formulas` looks at the first character only.
 */
const FORMULA_START = /^[\s\0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\0]/;
export const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** Every row `read` gives, a page after another, until the last. */
async function* allRows<Row>(read: (page: PageRequest) => Promise<Page<Row>>) {
  let cursor: string | undefined;
  do {
    const page = await read({ cursor, limit: EXPORT_PAGE });
    yield* page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * Writes `rows` to `out` as RFC 4180 CSV: a UTF-8 byte order mark (so spreadsheet apps read the
 * encoding right), a header row, CRLF line ends, every text quoted, every cell neutralised.
 * Waits for `out` to drain, so only a page of rows is held at a time.
 */
export async function writeCsv<Row>(
  rows: AsyncIterable<Row>,
  columns: readonly Column<Row>[],
  out: Writable,
): Promise<void> {
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map(({ header }) => header),
    quoted_string: true,
    record_delimiter: '\r\n',
    cast: { string: neutralised },
  });
  csv.pipe(out);
  for await (const row of rows) {
    if (!csv.write(columns.map(({ cell }) => cell(row)))) await once(csv, 'drain');
  }
  csv.end();
  await finished(out);
}

interface PreparedExport {
  /** What the audit entry says was filtered by. */
  status: string | undefined;
  write: (out: Writable) => Promise<void>;
}

function prepared<Row>(
  status: string | undefined,
  read: (page: PageRequest) => Promise<Page<Row>>,
  columns: readonly Column<Row>[],
): PreparedExport {
  return { status, write: (out) => writeCsv(allRows(read), columns, out) };
}

/**
 * The export `name` with the filters in `body`, parsed with its list's own schema (a 400 in the
 * admin's words when they are not filters that list takes), ready to write.
 */
export function prepareExport(name: AdminExportName, body: unknown): PreparedExport {
  const data = requestObject(body);
  switch (name) {
    case 'subscribers': {
      const { status, ...range } = parseInput(ADMIN_EXPORTS.subscribers.filter, data);
      return prepared(status, (page) => listSubscribers(status, page, range), SUBSCRIBER_COLUMNS);
    }
    case 'bookings': {
      const { status, ...range } = parseInput(ADMIN_EXPORTS.bookings.filter, data);
      return prepared(status, (page) => listBookings(status, page, range), BOOKING_COLUMNS);
    }
    case 'payments': {
      const { status, ...range } = parseInput(ADMIN_EXPORTS.payments.filter, data);
      return prepared(status, (page) => listPayments(status, page, range), PAYMENT_COLUMNS);
    }
    case 'inquiries': {
      const filter = parseInput(ADMIN_EXPORTS.inquiries.filter, data);
      const shown = filter.unread ? 'unread' : undefined;
      return prepared(shown, (page) => listInbox('inquiry', filter, page), INQUIRY_COLUMNS);
    }
    case 'audit-log': {
      const filter = parseInput(ADMIN_EXPORTS['audit-log'].filter, data);
      return prepared(undefined, (page) => listAuditLog(filter, page), AUDIT_COLUMNS);
    }
  }
}

/**
 * Writes a prepared export to `out`. A failure once rows have gone out cannot become an error
 * answer: the connection is cut, so the download fails visibly rather than ending short.
 */
export async function sendExport(exported: PreparedExport, out: Writable): Promise<void> {
  try {
    await exported.write(out);
  } catch (error) {
    unexpectedError('an admin export', error);
    out.destroy(error instanceof Error ? error : undefined);
  }
}

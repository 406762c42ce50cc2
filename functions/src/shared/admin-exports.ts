import type { z } from './zod';
import { LIST_FILTERS, REFUSALS } from './admin-calls';
import { auditLogFilterSchema, type EXPORTED_LISTS } from './audit';
import { listInboxRequestSchema } from './inbox';

export type AdminExportName = (typeof EXPORTED_LISTS)[number];

/**
 * The admin lists an admin can download as CSV (`POST /api/admin/export/{name}`): each takes the
 * filters its list takes, without the page, and holds every row those filters select, across
 * every page, in the list's order.
 */
const page = { cursor: true, limit: true } as const;

export const ADMIN_EXPORTS = {
  subscribers: { filter: LIST_FILTERS.listSubscribers, refusal: REFUSALS.subscribers },
  bookings: { filter: LIST_FILTERS.listBookings, refusal: REFUSALS.bookings },
  payments: { filter: LIST_FILTERS.listPayments, refusal: REFUSALS.payments },
  /** The project inquiries, as the inbox lists them (spam only when asked, or only unread). */
  inquiries: {
    filter: listInboxRequestSchema.omit({ kind: true, ...page }),
    refusal: REFUSALS.inbox,
  },
  'audit-log': { filter: auditLogFilterSchema, refusal: REFUSALS.audit },
} satisfies Record<AdminExportName, { filter: z.ZodType; refusal: string }>;

/** Only an export's own name: never `constructor`, `__proto__` or anything an object inherits. */
export const isAdminExport = (name: string): name is AdminExportName =>
  Object.hasOwn(ADMIN_EXPORTS, name);

export const NO_SUCH_EXPORT = 'There is no export by that name.';

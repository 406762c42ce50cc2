import type { SubscriberStatus } from '@shared/newsletter';
import { adminRequest } from '@/lib/admin-request';
import {
  adminListKeys,
  filteredPagedQuery,
  listRequest,
  type StatusListFilter,
} from '@/lib/query/admin-lists';

/** The newsletter capability's query keys: the admin's subscriber lists, one per status. */
export const newsletterKeys = adminListKeys<SubscriberStatus>('newsletter');

/** Admin call `listSubscribers`: the page after `cursor`, of every subscriber or those in `status`. */
const page = (
  filter: StatusListFilter<SubscriberStatus>,
  cursor: string | undefined,
  signal?: AbortSignal,
) => adminRequest('listSubscribers', listRequest(filter, cursor), { signal });

/** The subscribers with `status` (every one without), a page at a time. */
export const adminSubscribersQuery = filteredPagedQuery(newsletterKeys.adminList, page);

import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-request';
import { ADMIN_ANSWERS } from '@/lib/admin-answers';
import { KEPT_FOR_ACCOUNT, readKept } from '@/lib/query/kept-offline';
import { OVERVIEW_KEY } from '@/lib/query/capabilities';

/**
 * The owner's numbers at a glance (admin call `getAdminOverview`), counted by the server when
 * asked. Kept for offline while the admin is signed in: without a network the numbers counted
 * last are shown, with the time they were counted.
 */
export const adminOverviewQuery = () => ({
  queryKey: OVERVIEW_KEY,
  queryFn: async (context: QueryFunctionContext) =>
    readKept(
      context,
      () => adminRequest('getAdminOverview', {}, { signal: context.signal }),
      await ADMIN_ANSWERS.getAdminOverview(),
    ),
  ...KEPT_FOR_ACCOUNT,
});

export const useAdminOverview = () => useQuery(adminOverviewQuery());

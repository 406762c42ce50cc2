import type { QueryFunctionContext } from '@tanstack/react-query';
import { mySubmissionsResponseSchema, type MySubmissions } from '@shared/my-submissions';
import { apiRequest } from '@/lib/api-client';
import { KEPT_FOR_ACCOUNT, readKept } from '@/lib/query/kept-offline';
import { MY_SUBMISSIONS_PATH } from './my-submissions-path';

/** `GET /api/my-submissions`: what the user sent while signed in, and what became of it. */
async function fetchMySubmissions(): Promise<MySubmissions> {
  return apiRequest(MY_SUBMISSIONS_PATH, mySubmissionsResponseSchema);
}

export const mySubmissionsKey = ['submissions', 'mine'] as const;

/** The user's submissions; offline, those read last, with their time. */
export const mySubmissionsQuery = () => ({
  queryKey: mySubmissionsKey,
  queryFn: (context: QueryFunctionContext) =>
    readKept(context, fetchMySubmissions, mySubmissionsResponseSchema),
  ...KEPT_FOR_ACCOUNT,
});

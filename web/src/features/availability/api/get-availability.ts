import type { QueryFunctionContext } from '@tanstack/react-query';
import { availabilityResponseSchema, type AvailabilityResponse } from '@shared/availability';
import { apiRequest } from '@/lib/api-client';
import { readKept, type Reading } from '@/lib/query/kept-offline';

export const AVAILABILITY_PATH = '/api/availability';

/**
 * The owner's free slots and the Calendly card. `fresh` skips the browser's HTTP cache
 * (the endpoint is cached briefly), for a re-read right after a slot was taken. Throws ApiError.
 */
export async function getAvailability({
  signal,
  fresh = false,
}: { signal?: AbortSignal; fresh?: boolean } = {}): Promise<AvailabilityResponse> {
  return apiRequest(AVAILABILITY_PATH, availabilityResponseSchema, {
    ...(signal ? { signal } : {}),
    ...(fresh ? { cache: 'no-cache' as const } : {}),
  });
}

/**
 * The query function of the slots (key: `availabilityKeys.slots()`), kept for offline: when the
 * request never reaches the server, the answer received last is returned, marked saved and dated.
 * It may be out of date (slots taken since, new ones opened).
 */
export function readAvailability(
  context: QueryFunctionContext,
  fresh = false,
): Promise<Reading<AvailabilityResponse>> {
  return readKept(
    context,
    () => getAvailability({ signal: context.signal, fresh }),
    availabilityResponseSchema,
  );
}

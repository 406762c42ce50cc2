import { availabilityResponseSchema, type AvailabilityResponse } from '@shared/availability';
import { ApiError, apiRequest } from '@/lib/api-client';
import { lastAnswer } from '@/lib/last-answer';

export const AVAILABILITY_PATH = '/api/availability';

/** What `GET /api/availability` said, now or on an earlier visit. */
export interface AvailabilityReading {
  answer: AvailabilityResponse;
  /**
   * When the network failed and this is the answer kept from an earlier visit: when it was
   * received. It may be out of date (slots taken since, new ones opened); `null` for a fresh answer.
   */
  savedAt: Date | null;
}

const lastAvailability = lastAnswer('availability', availabilityResponseSchema);

/**
 * The owner's free slots and the Calendly card. `fresh` skips the browser's HTTP cache
 * (the endpoint is cached briefly), for a re-read right after a slot was taken. Each answer is kept;
 * when the request never reaches the server the kept one is returned, marked with its date. A
 * server error, or no network and nothing kept, throws ApiError.
 */
export async function getAvailability({
  signal,
  fresh = false,
}: { signal?: AbortSignal; fresh?: boolean } = {}): Promise<AvailabilityReading> {
  try {
    const answer = await apiRequest(AVAILABILITY_PATH, availabilityResponseSchema, {
      ...(signal ? { signal } : {}),
      ...(fresh ? { cache: 'no-cache' as const } : {}),
    });
    lastAvailability.save(answer);
    return { answer, savedAt: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      const saved = lastAvailability.read();
      if (saved) return { answer: saved.value, savedAt: saved.savedAt };
    }
    throw error;
  }
}

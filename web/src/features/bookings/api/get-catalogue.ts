import { useQuery } from '@tanstack/react-query';
import { services as builtIn } from '@shared/content/services';
import { servicesDocumentSchema, type Service } from '@shared/content/services-schema';
import { z } from '@shared/zod';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './query-keys';

/** `GET /api/content/services`, as visitors read it: the services in their published version. */
const catalogueAnswerSchema = z.object({
  success: z.literal(true),
  document: z.object({ version: z.number(), content: servicesDocumentSchema }),
});

export const getCatalogue = async (signal?: AbortSignal): Promise<readonly Service[]> =>
  (await apiRequest('/api/content/services', catalogueAnswerSchema, { signal })).document.content
    .services;

/**
 * The services and prices as published now, so the wizard shows what the server will charge.
 * Until the answer comes (and offline, where it never does) the wizard shows the built-in
 * catalogue or the last one read; the server prices every booking itself in any case.
 */
export function useCatalogue({ enabled = true }: { enabled?: boolean } = {}): readonly Service[] {
  const read = useQuery({
    queryKey: bookingKeys.catalogue(),
    queryFn: ({ signal }) => getCatalogue(signal),
    enabled,
    placeholderData: builtIn,
    staleTime: 5_000,
  });
  return read.data ?? builtIn;
}

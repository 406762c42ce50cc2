import type { QueryFunctionContext } from '@tanstack/react-query';
import { MY_CV_DOWNLOADS_PATH, myCvDownloadsResponseSchema } from '@shared/cv';
import { apiRequest } from '@/lib/api-client';
import { KEPT_FOR_ACCOUNT, readKept } from '@/lib/query/kept-offline';

/** The cv capability's query keys. */
export const cvKeys = {
  all: ['cv'] as const,
  /** The signed-in user's own downloads of the CV. */
  downloads: () => [...cvKeys.all, 'downloads'] as const,
};

/**
 * `GET /api/cv-downloads`: when the signed-in user downloaded the CV, newest first; offline, the
 * history read last, with its time.
 */
export const myCvDownloadsQuery = () => ({
  queryKey: cvKeys.downloads(),
  queryFn: (context: QueryFunctionContext) =>
    readKept(
      context,
      async () =>
        (
          await apiRequest(MY_CV_DOWNLOADS_PATH, myCvDownloadsResponseSchema, {
            signal: context.signal,
          })
        ).downloads,
      myCvDownloadsResponseSchema.shape.downloads,
    ),
  ...KEPT_FOR_ACCOUNT,
});

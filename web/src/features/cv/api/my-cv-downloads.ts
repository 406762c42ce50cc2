import { MY_CV_DOWNLOADS_PATH, myCvDownloadsResponseSchema } from '@shared/cv';
import { apiRequest } from '@/lib/api-client';

/** The cv capability's query keys. */
export const cvKeys = {
  all: ['cv'] as const,
  /** The signed-in user's own downloads of the CV. */
  downloads: () => [...cvKeys.all, 'downloads'] as const,
};

/** `GET /api/cv-downloads`: when the signed-in user downloaded the CV, newest first. */
export const myCvDownloadsQuery = () => ({
  queryKey: cvKeys.downloads(),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await apiRequest(MY_CV_DOWNLOADS_PATH, myCvDownloadsResponseSchema, { signal })).downloads,
});

import { z } from './zod';

/** `GET /api/download-cv`. */
export const CV_LOGIN_REQUIRED_MESSAGE = 'Please sign in to download the CV.';

/** `GET /api/cv-downloads`: the signed-in user's own downloads of the CV, newest first. */
export const MY_CV_DOWNLOADS_PATH = '/api/cv-downloads';

export const myCvDownloadsResponseSchema = z.object({
  success: z.literal(true),
  /** When each download was made, as ISO instants (the most recent 100). */
  downloads: z.array(z.object({ at: z.iso.datetime({ offset: true }) })),
});
export type MyCvDownloads = z.infer<typeof myCvDownloadsResponseSchema>;

import {
  CV_LOGIN_REQUIRED_MESSAGE,
  MY_CV_DOWNLOADS_PATH,
  myCvDownloadsResponseSchema,
} from '../../shared/cv';
import { DomainError } from '../../lib/errors';
import { downloadCv, myCvDownloads } from '../../services/cv';
import { readSession } from '../../services/sessions';
import { sessionCookieOf } from '../middleware/session';
import { ownRecords } from '../own-records';
import type { Route } from '../router';

export const cvRoutes: Route[] = [
  {
    path: '/api/download-cv',
    methods: {
      GET: async (req, res) => {
        const user = await readSession(sessionCookieOf(req));
        if (!user) {
          throw new DomainError('unauthenticated', CV_LOGIN_REQUIRED_MESSAGE, {
            details: { requiresLogin: true },
          });
        }
        const { file, fileName } = await downloadCv(user);
        res
          .status(200)
          .set({
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="${fileName}"`,
            'Content-Length': String(file.length),
          })
          .send(file);
      },
    },
  },
  {
    path: MY_CV_DOWNLOADS_PATH,
    methods: {
      GET: ownRecords(myCvDownloadsResponseSchema, async (uid) => ({
        success: true,
        downloads: await myCvDownloads(uid),
      })),
    },
  },
];

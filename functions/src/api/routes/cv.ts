import { FieldValue } from 'firebase-admin/firestore';
import { CV_LOGIN_REQUIRED_MESSAGE } from '../../shared/cv';
import { db } from '../../lib/admin';
import { HttpError } from '../../lib/errors';
import { buildCvPdf, cvFileName } from '../../services/cv-document';
import { consumeAll } from '../../services/rate-limits';
import { readSession } from '../../services/sessions';
import { sessionCookieOf } from '../middleware/session';
import type { Route } from '../route-table';

// The content only changes with a deploy, so one PDF per instance serves every download.
let pdf: Promise<Buffer> | undefined;

export const cvRoutes: Route[] = [
  {
    path: '/api/download-cv',
    methods: {
      GET: async (req, res) => {
        const user = await readSession(sessionCookieOf(req));
        if (!user)
          throw new HttpError(401, CV_LOGIN_REQUIRED_MESSAGE, undefined, undefined, {
            requiresLogin: true,
          });
        await consumeAll([{ key: `cv:${user.uid}`, max: 30, windowMs: 60 * 60 * 1000 }]);
        pdf ??= buildCvPdf().catch((error: unknown) => {
          pdf = undefined;
          throw error;
        });
        const file = await pdf;
        await db().collection('auditLog').add({
          action: 'cv.download',
          actorUid: user.uid,
          at: FieldValue.serverTimestamp(),
        });
        res
          .status(200)
          .set({
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="${cvFileName()}"`,
            'Content-Length': String(file.length),
          })
          .send(file);
      },
    },
  },
];

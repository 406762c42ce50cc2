import { CV_LOGIN_REQUIRED_MESSAGE } from '../../shared/cv';
import { DomainError } from '../../lib/errors';
import { downloadCv } from '../../services/cv';
import { readSession } from '../../services/sessions';
import { sessionCookieOf } from '../middleware/session';
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
];

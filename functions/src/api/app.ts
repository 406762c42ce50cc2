import express, { type Express } from 'express';
import { HttpError } from '../lib/errors';
import { apiHeaders } from './middleware/api-headers';
import { errorHandler } from './middleware/error-handler';
import { jsonBody } from './middleware/json-body';
import { originCheck } from './middleware/origin-check';
import { mountRoutes } from './route-table';
import { accountRoutes } from './routes/account';
import { cvRoutes } from './routes/cv';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { newsletterRoutes } from './routes/newsletter';
import { submissionRoutes } from './routes/submissions';
import { themeRoutes } from './routes/theme';
import { verifyCodeRoutes } from './routes/verify-code';

/** The HTTP app behind Hosting's `/api/**` rewrite. */
export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(apiHeaders);
  app.use(jsonBody);
  app.use(originCheck);
  mountRoutes(app, [
    ...healthRoutes,
    ...themeRoutes,
    ...authRoutes,
    ...accountRoutes,
    ...submissionRoutes,
    ...newsletterRoutes,
    ...verifyCodeRoutes,
    ...cvRoutes,
  ]);
  app.use((req) => {
    throw new HttpError(404, `There is no API endpoint at ${req.path}.`);
  });
  app.use(errorHandler);
  return app;
}

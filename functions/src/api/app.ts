import express, { type Express } from 'express';
import { HttpError } from './http-error';
import { apiHeaders } from './middleware/api-headers';
import { errorHandler } from './middleware/error-handler';
import { originCheck } from './middleware/origin-check';
import { routerFor, type Route } from './router';
import { accessCodeRoutes } from './routes/project-access';
import { accountRoutes } from './routes/account';
import { achievementRoutes } from './routes/achievements';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { availabilityRoutes } from './routes/availability';
import { contentRoutes } from './routes/content';
import { bookingRoutes } from './routes/bookings';
import { contactRoutes } from './routes/contact';
import { contactPhoneRoutes } from './routes/contact-phone';
import { cvRoutes } from './routes/cv';
import { endorsementRoutes } from './routes/endorsements';
import { healthRoutes } from './routes/health';
import { meetingRoutes } from './routes/meetings';
import { mySubmissionRoutes } from './routes/my-submissions';
import { newsletterRoutes } from './routes/newsletter';
import { paymentRoutes } from './routes/payments';
import { projectInquiryRoutes } from './routes/project-inquiry';
import { quinnRoutes } from './routes/quinn';
import { siteThemeRoutes } from './routes/site-theme';

/** Every API path, in the order they are matched. */
export const API_ROUTES: readonly Route[] = [
  ...healthRoutes,
  ...siteThemeRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...achievementRoutes,
  ...contactRoutes,
  ...projectInquiryRoutes,
  ...endorsementRoutes,
  ...newsletterRoutes,
  ...accessCodeRoutes,
  ...cvRoutes,
  ...contactPhoneRoutes,
  ...availabilityRoutes,
  ...contentRoutes,
  ...meetingRoutes,
  ...mySubmissionRoutes,
  ...bookingRoutes,
  ...paymentRoutes,
  ...quinnRoutes,
  ...adminRoutes,
];

/** The HTTP app behind Hosting's `/api/**` rewrite. */
export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(apiHeaders);
  app.use(originCheck);
  app.use(routerFor(API_ROUTES));
  app.use((req) => {
    throw new HttpError(404, `There is no API endpoint at ${req.path}.`);
  });
  app.use(errorHandler);
  return app;
}

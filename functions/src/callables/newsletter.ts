import { ADMIN_CALLS } from '../shared/admin-calls';
import { ADMIN_HANDLERS } from '../admin-calls/handlers';
import { adminCallable } from './callable';

export const sendNewsletterIssue = adminCallable(
  ADMIN_CALLS.sendNewsletterIssue,
  ADMIN_HANDLERS.sendNewsletterIssue,
);

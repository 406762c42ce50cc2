import { adminCallableNamed } from './by-name';

export const sendNewsletterIssue = adminCallableNamed('sendNewsletterIssue');
export const listSubscribers = adminCallableNamed('listSubscribers');

import { mySubmissionsResponseSchema } from '../../shared/my-submissions';
import { ownSubmissions } from '../../services/my-submissions';
import { ownRecords } from '../own-records';
import type { Route } from '../router';

export const mySubmissionRoutes: Route[] = [
  {
    path: '/api/my-submissions',
    methods: {
      GET: ownRecords(mySubmissionsResponseSchema, async (uid) => ({
        success: true,
        ...(await ownSubmissions(uid)),
      })),
    },
  },
];

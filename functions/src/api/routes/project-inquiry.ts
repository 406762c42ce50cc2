import { INQUIRY_RECEIVED_MESSAGE, projectInquirySchema } from '../../shared/project-inquiry';
import { sendProjectInquiry } from '../../services/project-inquiry';
import { storedWrite } from '../public-write';
import type { Route } from '../router';

export const projectInquiryRoutes: Route[] = [
  {
    path: '/api/project-inquiry',
    methods: {
      POST: storedWrite(projectInquirySchema, sendProjectInquiry, INQUIRY_RECEIVED_MESSAGE),
    },
  },
];

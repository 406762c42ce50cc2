import {
  INQUIRY_RECEIVED_MESSAGE,
  inquiryReceivedResponseSchema,
  projectInquirySchema,
} from '../../shared/project-inquiry';
import { parseInput } from '../../lib/validation';
import { sendProjectInquiry } from '../../services/project-inquiry';
import { callerOf } from '../caller';
import { requireAppCheck } from '../middleware/app-check';
import { replyStored } from '../reply';
import type { Route } from '../router';

export const projectInquiryRoutes: Route[] = [
  {
    path: '/api/project-inquiry',
    methods: {
      POST: [
        requireAppCheck,
        async (req, res) => {
          const input = parseInput(projectInquirySchema, req.body);
          const stored = await sendProjectInquiry(input, callerOf(req));
          replyStored(res, inquiryReceivedResponseSchema, stored, INQUIRY_RECEIVED_MESSAGE);
        },
      ],
    },
  },
];

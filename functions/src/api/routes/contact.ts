import {
  CONTACT_SENT_MESSAGE,
  contactMessageSchema,
  contactSentResponseSchema,
} from '../../shared/contact';
import { parseInput } from '../../lib/validation';
import { sendContactMessage } from '../../services/contact';
import { callerOf } from '../caller';
import { requireAppCheck } from '../middleware/app-check';
import { replyStored } from '../reply';
import type { Route } from '../router';

export const contactRoutes: Route[] = [
  {
    path: '/api/contact',
    methods: {
      POST: [
        requireAppCheck,
        async (req, res) => {
          const input = parseInput(contactMessageSchema, req.body);
          const stored = await sendContactMessage(input, callerOf(req));
          replyStored(res, contactSentResponseSchema, stored, CONTACT_SENT_MESSAGE);
        },
      ],
    },
  },
];

import { contactPhoneResponseSchema } from '../../shared/contact-phone';
import { contactPhoneFor } from '../../services/contact-phone';
import { currentUser, requireSession } from '../middleware/session';
import { reply } from '../reply';
import type { Route } from '../router';

export const contactPhoneRoutes: Route[] = [
  {
    // Personal like every API answer: `Cache-Control: private, no-store` (api-headers.ts, and
    // firebase.json for /api/**), so neither Hosting's CDN nor the browser keeps the number.
    path: '/api/contact-phone',
    methods: {
      GET: [
        requireSession,
        async (_req, res) => {
          const phone = await contactPhoneFor(currentUser(res).uid);
          reply(res, contactPhoneResponseSchema, { success: true, phone });
        },
      ],
    },
  },
];

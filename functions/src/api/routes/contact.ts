import { CONTACT_SENT_MESSAGE, contactMessageSchema } from '../../shared/contact';
import { sendContactMessage } from '../../services/contact';
import { storedWrite } from '../public-write';
import type { Route } from '../router';

export const contactRoutes: Route[] = [
  {
    path: '/api/contact',
    methods: {
      POST: storedWrite(contactMessageSchema, sendContactMessage, CONTACT_SENT_MESSAGE),
    },
  },
];

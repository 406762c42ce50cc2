import {
  SUBSCRIBED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from '../../shared/newsletter';
import { parseInput } from '../../lib/validation';
import { subscribe, unsubscribe } from '../../services/newsletter';
import { storedWrite } from '../public-write';
import { replyMessage } from '../reply';
import type { Route } from '../router';

export const newsletterRoutes: Route[] = [
  {
    path: '/api/newsletter/subscribe',
    methods: {
      POST: storedWrite(newsletterSubscribeSchema, subscribe, SUBSCRIBED_MESSAGE),
    },
  },
  {
    // The unsubscribe page posts JSON here; mail clients' one-click (RFC 8058) posts the form
    // `List-Unsubscribe=One-Click` to the link in List-Unsubscribe, whose query carries the
    // address and its token. What the body says wins over the query.
    path: '/api/newsletter/unsubscribe',
    body: 'form',
    methods: {
      POST: async (req, res) => {
        const input = parseInput(newsletterUnsubscribeSchema, { ...req.query, ...req.body });
        await unsubscribe(input);
        replyMessage(res, UNSUBSCRIBED_MESSAGE);
      },
    },
  },
];

import {
  SUBSCRIBED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  subscribedResponseSchema,
} from '../../shared/newsletter';
import { parseInput } from '../../lib/validation';
import { subscribe, unsubscribe } from '../../services/newsletter';
import { callerOf } from '../caller';
import { publicWrite } from '../public-write';
import { reply, replyMessage } from '../reply';
import type { Route } from '../router';

export const newsletterRoutes: Route[] = [
  {
    path: '/api/newsletter/subscribe',
    methods: {
      POST: publicWrite(newsletterSubscribeSchema, async (input, req, res) => {
        const { id } = await subscribe(input, callerOf(req));
        reply(
          res,
          subscribedResponseSchema,
          { success: true, message: SUBSCRIBED_MESSAGE, id },
          201,
        );
      }),
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

import {
  SUBSCRIBED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from '../../shared/newsletter';
import { HttpError } from '../../lib/errors';
import { parseBody } from '../../lib/validation';
import { isValidUnsubscribeToken, subscribe, unsubscribe } from '../../services/newsletter';
import { requireAppCheck } from '../middleware/app-check';
import { idempotencyKeyOf, limitPublicWrite, withoutHoneypot } from '../public-write';
import type { Route } from '../route-table';

export const newsletterRoutes: Route[] = [
  {
    path: '/api/newsletter/subscribe',
    methods: {
      POST: [
        requireAppCheck,
        async (req, res) => {
          const { data, spam } = withoutHoneypot(parseBody(newsletterSubscribeSchema, req.body));
          // The address is the record's identity, so any replay (same key or not) is harmless;
          // the key is still checked so a malformed one is reported.
          idempotencyKeyOf(req);
          await limitPublicWrite(req, 'newsletter', data.email);
          const result = await subscribe(data.email, data.source, spam);
          res.status(201).json({ success: true, message: SUBSCRIBED_MESSAGE, id: result.id });
        },
      ],
    },
  },
  {
    // The unsubscribe page posts JSON here; mail clients' one-click (RFC 8058) posts a form to the
    // link in List-Unsubscribe, which carries the address and token in its query.
    path: '/api/newsletter/unsubscribe',
    methods: {
      POST: async (req, res) => {
        const body = req.body as Record<string, unknown>;
        const input = parseBody(newsletterUnsubscribeSchema, {
          email: body.email ?? req.query.email,
          token: body.token ?? req.query.token,
        });
        if (!isValidUnsubscribeToken(input.email, input.token))
          throw new HttpError(400, UNSUBSCRIBE_LINK_INVALID);
        await unsubscribe(input.email);
        res.json({ success: true, message: UNSUBSCRIBED_MESSAGE });
      },
    },
  },
];

import { availabilityResponseSchema } from '../../shared/availability';
import { currentAvailability } from '../../services/availability';
import { reply } from '../reply';
import type { Route } from '../router';

/**
 * How the answer may be kept outside the function. Browsers keep nothing (`max-age=0`): after a
 * 409 the page asks again and must not get its own stale copy back. Hosting's CDN may share one
 * answer for 5 s (`s-maxage`), which turns a crowd of visitors into one function call per edge
 * every 5 s, while a slot taken meanwhile stays on offer at most 5 s there (plus the instance's
 * own 10 s, AVAILABILITY_CACHE_MS). Nothing Hosting caches can be purged on a booking, so the
 * window is kept short; the booking transaction, not this list, decides who gets a slot.
 * Hosting's headers for `/api/**` win over a function's, so firebase.json names this same value
 * for `/api/availability`; keep the two equal.
 */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

export const availabilityRoutes: Route[] = [
  {
    path: '/api/availability',
    methods: {
      GET: async (_req, res) => {
        const answer = await currentAvailability();
        res.set('Cache-Control', CACHE_CONTROL);
        reply(res, availabilityResponseSchema, answer);
      },
    },
  },
];

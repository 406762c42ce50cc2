import { healthResponseSchema } from '../../shared/health';
import { currentHealth } from '../../services/health';
import { reply } from '../reply';
import type { Route } from '../router';

export const healthRoutes: Route[] = [
  {
    path: '/api/health',
    methods: {
      GET: async (_req, res) => {
        const health = await currentHealth();
        reply(res, healthResponseSchema, health, health.status === 'ok' ? 200 : 503);
      },
    },
  },
];

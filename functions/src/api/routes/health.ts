import type { Route } from '../route-table';
import { checkHealth } from '../../services/health';

export const healthRoutes: Route[] = [
  {
    path: '/api/health',
    methods: {
      GET: async (_req, res) => {
        const health = await checkHealth();
        res.status(health.status === 'ok' ? 200 : 503).json(health);
      },
    },
  },
];

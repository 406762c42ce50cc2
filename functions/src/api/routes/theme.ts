import { themeResponse } from '../../shared/site-theme';
import { readSiteTheme } from '../../services/site-config';
import type { Route } from '../route-table';

export const themeRoutes: Route[] = [
  {
    path: '/api/theme',
    methods: {
      GET: async (_req, res) => {
        const { theme, isDefault } = await readSiteTheme();
        res.json(themeResponse(theme, isDefault));
      },
    },
  },
];

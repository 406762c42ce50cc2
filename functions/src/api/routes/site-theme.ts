import { themeResponse } from '../../shared/site-theme';
import { themeResponseSchema } from '../../shared/site-theme-schema';
import { readSiteTheme } from '../../services/site-theme';
import { reply } from '../reply';
import type { Route } from '../router';

export const siteThemeRoutes: Route[] = [
  {
    path: '/api/theme',
    methods: {
      GET: async (_req, res) => {
        const { theme, isDefault } = await readSiteTheme();
        reply(res, themeResponseSchema, themeResponse(theme, isDefault));
      },
    },
  },
];

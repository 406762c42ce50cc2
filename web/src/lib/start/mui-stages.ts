import { keptUntilFailed } from '../kept-until-failed';
import { nextTask } from './next-task';
import type { StyledScope } from '@/theme/styled-scope';

/**
 * MUI's code is three chunks (web/vite.config.ts), evaluated a task each, by importing modules of
 * ours that need only them. First the two no part's own module can be evaluated without: the
 * styling engine (the page's Emotion cache) and the query cache, fetched side by side. Not kept
 * when a chunk could not be fetched: the next part tries again.
 */
export const loadQueryProvider = keptUntilFailed(() => import('@/lib/query/query-provider'));
export const loadEngine = keptUntilFailed(() =>
  Promise.all([import('@/theme/style-cache'), loadQueryProvider()]),
);

/**
 * MUI's runtime and the theme, once for the page: the engine, then MUI's components with the
 * scope itself, then the theme the page starts in, built in a task of its own (one of the
 * costliest steps).
 */
export const loadStyledScope: () => Promise<typeof StyledScope> = keptUntilFailed(async () => {
  await loadEngine();
  await nextTask();
  const { StyledScope, prepareTheme } = await import('@/theme/styled-scope');
  await nextTask();
  prepareTheme();
  return StyledScope;
});

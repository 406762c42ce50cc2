import type { ComponentType } from 'react';
import { lazyComponent, type PreloadableComponent } from '@/lib/lazy-component';
import { nextTask } from '@/lib/page-load';
import type { StyledScope } from './styled-scope';

let scope: Promise<typeof StyledScope> | undefined;

/**
 * MUI's runtime and the theme, once for the page: the module evaluates in one task, and the theme
 * the page starts in is built in a task of its own (one of the costliest steps; the render that
 * needs it then finds it built), so neither adds to the other's long task on a phone.
 */
export const loadStyledScope = () =>
  (scope ??= import('./styled-scope').then(async ({ StyledScope, prepareTheme }) => {
    await nextTask();
    prepareTheme();
    return StyledScope;
  }));

/**
 * The loader of a component drawn with MUI, extended to load MUI's runtime and theme
 * (./styled-scope.tsx) alongside it and to render it inside them. Called again, it answers the
 * same component.
 */
function styledLoader<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  let styled: Promise<ComponentType<P>> | undefined;
  return () =>
    (styled ??= Promise.all([loadStyledScope(), load()]).then(([StyledScope, Component]) => {
      return function Styled(props: P) {
        return (
          <StyledScope>
            <Component {...props} />
          </StyledScope>
        );
      };
    }));
}

/**
 * `lazyComponent` for a part drawn with MUI that is not inside such a part already: its code,
 * MUI's runtime and the theme load on its first render, once `wait` (if any) has resolved.
 */
export function lazyStyled<P extends object>(
  load: () => Promise<ComponentType<P>>,
  wait?: () => Promise<unknown>,
): PreloadableComponent<P> {
  const styled = styledLoader(load);
  return lazyComponent(async () => {
    await wait?.();
    return styled();
  });
}

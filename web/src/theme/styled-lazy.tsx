import type { ComponentType } from 'react';
import { lazyComponent, type PreloadableComponent } from '@/lib/lazy-component';

const loadScope = async () => (await import('./styled-scope')).StyledScope;

/**
 * The loader of a component drawn with MUI, extended to load MUI's runtime and theme
 * (./styled-scope.tsx) alongside it and to render it inside them. Called again, it answers the
 * same component.
 */
export function styledLoader<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  let styled: Promise<ComponentType<P>> | undefined;
  return () =>
    (styled ??= Promise.all([loadScope(), load()]).then(([StyledScope, Component]) => {
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

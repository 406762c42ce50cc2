import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense, useEffect, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteTheme } from '@shared/site-theme';
import { SiteThemeContext, siteThemeStore } from '@/theme/site-theme-context';
import type { StyledScope as RealStyledScope } from '@/theme/styled-scope';

const SITE: SiteTheme = { variant: 'vibrant', appearance: 'light', primary: '#c2410c', radius: 1 };

let mountedScopes = 0;

afterEach(() => {
  vi.doUnmock('@/theme/styled-scope');
  vi.resetModules();
});

/** `part`, with MUI's scope counted while mounted. */
async function partCountingScopes() {
  mountedScopes = 0;
  vi.doMock('@/theme/styled-scope', async (importOriginal) => {
    const actual = await importOriginal<{
      StyledScope: typeof RealStyledScope;
      prepareTheme: () => void;
    }>();
    function CountedScope(props: ComponentProps<typeof RealStyledScope>) {
      useEffect(() => {
        mountedScopes += 1;
        return () => {
          mountedScopes -= 1;
        };
      }, []);
      return <actual.StyledScope {...props} />;
    }
    return { ...actual, StyledScope: CountedScope };
  });
  return (await import('./part')).part;
}

describe('part: scopes and the query cache', () => {
  it('draws a MUI part inside another in that one’s scope, not a second', async () => {
    const part = await partCountingScopes();
    const Inner = part(async () => () => <p>inner drawn</p>, { when: 'with-page', mui: true });
    const Outer = part(
      async () =>
        function Outer() {
          return (
            <Suspense fallback={null}>
              <Inner />
            </Suspense>
          );
        },
      { when: 'with-page', mui: true },
    );
    render(
      <SiteThemeContext value={siteThemeStore({ theme: SITE, startMode: 'system' })}>
        <Suspense fallback={null}>
          <Outer />
        </Suspense>
      </SiteThemeContext>,
    );
    expect(await screen.findByText('inner drawn')).toBeInTheDocument();
    expect(mountedScopes).toBe(1);
  });

  it('gives a plain part that reads the page’s query cache, without MUI’s scope', async () => {
    const part = await partCountingScopes();
    const Reader = part(
      async () =>
        function Reader() {
          const answer = useQuery({ queryKey: ['greeting'], queryFn: async () => 'Hello' });
          return <p>{answer.data ?? 'reading'}</p>;
        },
      { when: 'with-page', mui: false, reads: true },
    );
    render(
      <Suspense fallback={null}>
        <Reader />
      </Suspense>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(mountedScopes).toBe(0);
  });
});

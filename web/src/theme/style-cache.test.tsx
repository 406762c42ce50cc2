import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStyleCache } from './style-cache';

const Label = styled.span({ color: 'rgb(1, 2, 3)' });

afterEach(() => {
  document.head.replaceChildren();
});

/** The name Emotion gives Label's style: rendered once into a throwaway cache. */
function labelStyleName(): string {
  const { container, unmount } = render(<Label />);
  const name = container.querySelector('span')?.className.replace(/^css-/, '') ?? '';
  unmount();
  document.head.replaceChildren();
  return name;
}

describe('createStyleCache', () => {
  it('adopts the prerendered rules where they are: nothing is inserted again or moved', () => {
    const name = labelStyleName();
    document.head.innerHTML = `<meta name="first"><style data-emotion-prerendered="css ${name}">.css-${name}{color:rgb(1, 2, 3);}</style><meta name="last">`;
    const prerendered = document.head.querySelector('style');

    const cache = createStyleCache();
    const { container } = render(
      <CacheProvider value={cache}>
        <Label />
      </CacheProvider>,
    );

    expect(container.querySelector('span')?.className).toBe(`css-${name}`);
    expect(cache.inserted[name]).toBe(true);
    // The tag is still between the same neighbours, and no tag was added for the same rule.
    expect(prerendered?.previousElementSibling?.getAttribute('name')).toBe('first');
    expect(prerendered?.nextElementSibling?.getAttribute('name')).toBe('last');
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it('inserts styles the page did not prerender, after the prerendered tag', () => {
    document.head.innerHTML = `<style data-emotion-prerendered="css other">.css-other{}</style>`;
    const cache = createStyleCache();
    render(
      <CacheProvider value={cache}>
        <Label />
      </CacheProvider>,
    );
    const tags = [...document.head.querySelectorAll('style')];
    expect(tags).toHaveLength(2);
    expect(tags[1]?.getAttribute('data-emotion')).toBe('css');
  });

  it('inserts the styles the prerender folded into others only once the browser is idle', async () => {
    const name = labelStyleName();
    document.head.innerHTML = `<style data-emotion-composed="${name}" data-emotion-prerendered="css other">.css-other{}</style>`;
    const cache = createStyleCache();
    render(
      <CacheProvider value={cache}>
        <Label />
        <Label />
      </CacheProvider>,
    );
    // Not compiled during the render that hydrates the page...
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    // ...but there, once, for a later render that uses the class on its own.
    await waitFor(() => expect(document.head.querySelectorAll('style')).toHaveLength(2));
    expect(document.head.querySelectorAll('style')[1]?.textContent).toBe(
      `.css-${name}{color:rgb(1, 2, 3);}`,
    );
  });

  it('ignores tags of another cache key', () => {
    document.head.innerHTML = `<style data-emotion-prerendered="other abc">.other-abc{}</style>`;
    expect(createStyleCache().inserted['abc']).toBeUndefined();
  });
});

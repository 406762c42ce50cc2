import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The page's Emotion cache. A prerendered page's rules arrive in one style tag named by the build
 * (web/prerender-plugin.ts) with the names of the styles in it: the cache counts those as inserted
 * and that tag as its own, without moving it as Emotion's own adoption would (a moved style tag is
 * parsed again and the whole page restyled, one long task on a phone). Styles the browser renders
 * later go into tags after it, as before.
 */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const tag of document.querySelectorAll<HTMLStyleElement>(
    'style[data-emotion-prerendered]',
  )) {
    const [key, ...names] = (tag.dataset.emotionPrerendered ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
    cache.sheet.tags.push(tag);
  }
  return cache;
}

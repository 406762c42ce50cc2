import createCache, { type EmotionCache } from '@emotion/cache';

type Insert = EmotionCache['insert'];

/** How long one idle slice may spend compiling deferred rules, so none becomes a long task. */
const SLICE_MS = 8;

/**
 * The page's Emotion cache. A prerendered page's rules arrive in one style tag named by the build
 * (web/prerender-plugin.ts) with the names of the styles in it: the cache counts those as inserted
 * and that tag as its own, without moving it as Emotion's own adoption would (a moved style tag is
 * parsed again and the whole page restyled, one long task on a phone). Styles the browser renders
 * later go into tags after it, as before.
 *
 * The tag also names the styles the prerender folded into others (`data-emotion-composed`: a
 * styled component's own rules, merged into the class of the component it wraps). No prerendered
 * element carries them, yet hydration would compile and insert each one in its first commit; they
 * are inserted in idle slices instead, so a later render that does use one on its own still finds
 * it.
 */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const composed = new Set<string>();
  for (const tag of document.querySelectorAll<HTMLStyleElement>(
    'style[data-emotion-prerendered]',
  )) {
    const [key, ...names] = (tag.dataset.emotionPrerendered ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
    for (const name of (tag.dataset.emotionComposed ?? '').split(' ')) if (name) composed.add(name);
    cache.sheet.tags.push(tag);
  }
  if (composed.size > 0) cache.insert = deferring(cache, composed);
  return cache;
}

const whenIdle = (callback: (deadline?: IdleDeadline) => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback);
  else setTimeout(callback, 0);
};

/** The cache's `insert`, except that the named styles are queued and inserted when idle. */
function deferring(cache: EmotionCache, names: ReadonlySet<string>): Insert {
  const insert = cache.insert.bind(cache);
  const queue: Parameters<Insert>[] = [];
  const flush = (deadline?: IdleDeadline): void => {
    const end = performance.now() + SLICE_MS;
    const outOfTime = (): boolean =>
      deadline ? deadline.timeRemaining() <= 1 : performance.now() >= end;
    while (queue.length > 0) {
      const next = queue.shift();
      if (next) insert(...next);
      if (outOfTime()) break;
    }
    if (queue.length > 0) whenIdle(flush);
  };
  return (...args) => {
    const [, serialized, , shouldCache] = args;
    if (!names.has(serialized.name)) return insert(...args);
    // Counted as inserted now, so the next component with the same style does not queue it again.
    if (shouldCache) cache.inserted[serialized.name] = true;
    if (queue.push(args) === 1) whenIdle(flush);
    return undefined;
  };
}

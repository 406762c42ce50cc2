import type { PrerenderedPage } from '../prerender';

/**
 * A public page's HTML is a template from the build with four places the content fills: the head's
 * SEO tags, the page's CSS, its markup and its content block. The build fills it with the built-in
 * content (the fallback); the site function with the published content (docs/content.md).
 */
export const HEAD_START = '<!--site:head-->';
export const HEAD_END = '<!--/site:head-->';
export const STYLES_MARK = '<!--site:styles-->';
export const ROOT_MARK = '<!--site:root-->';
export const CONTENT_MARK = '<!--site:content-->';

/** Emotion moves server-rendered style tags to the end of <head> when it starts, unless they carry `data-s`. */
export const keptInPlace = (styles: string): string =>
  styles.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');

/**
 * Emotion moves server-rendered style tags to the end of <head> when it starts, unless they
 * carry `data-s`, and re-inserts the ones its cache adopts; each move re-parses that CSS and
 * restyles the whole page. The page's own rules are adopted by name instead
 * (`data-emotion-prerendered`, src/theme/style-cache.ts), with the names of the styles folded into
 * others (`data-emotion-composed`); the global ones stay Emotion's.
 */
export function pageStyles(page: PrerenderedPage): string {
  return keptInPlace(
    page.styles.replace(
      '<style data-emotion="css ',
      `<style data-emotion-composed="${page.composed.join(' ')}" data-emotion-prerendered="css `,
    ),
  );
}

const between = (html: string, start: string, end: string): [number, number] => {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`site page: no ${start}…${end} in the template`);
  return [from, to + end.length];
};

/** The template with the head's SEO tags left as one mark. */
export function withHeadMark(html: string): string {
  const [from, to] = between(html, HEAD_START, HEAD_END);
  return `${html.slice(0, from)}${HEAD_START}${HEAD_END}${html.slice(to)}`;
}

/** Replaces `mark` by `text` literally (no `$` patterns), once; the mark must be there. */
function put(html: string, mark: string, text: string): string {
  const at = html.indexOf(mark);
  if (at < 0) throw new Error(`site page: no ${mark} in the template`);
  return html.slice(0, at) + text + html.slice(at + mark.length);
}

export interface SitePageParts {
  /** The head's tags: title, description, Open Graph, JSON-LD. */
  head: string;
  page: PrerenderedPage;
  /** The page's content block, empty for the built-in content. */
  block: string;
}

/** The page's HTML: `template` (withHeadMark's) filled with `parts`. */
export function fillSitePage(template: string, { head, page, block }: SitePageParts): string {
  let html = put(
    template,
    `${HEAD_START}${HEAD_END}`,
    `${HEAD_START}\n    ${head}\n    ${HEAD_END}`,
  );
  html = put(html, STYLES_MARK, pageStyles(page));
  html = put(html, ROOT_MARK, page.html);
  return put(html, CONTENT_MARK, block);
}

import type { Plugin } from 'vite';
import { defaultContent } from '../functions/src/shared/content/defaults';
import { headTags, robotsTxt } from '../functions/src/shared/content/head-tags';
import { HEAD_END, HEAD_START } from './src/server/site-page';

/**
 * Puts the owner's SEO tags from the built-in content into every page's head, between markers: the
 * pages rendered from the published content replace them (web/prerender-plugin.ts). The sitemap is
 * answered from the published content by the site function; robots.txt is a file, as Cloud
 * Functions answer that one path themselves (404), and it only names the site's address.
 */
export function seoPlugin(): Plugin {
  return {
    name: 'portfolio-seo',
    transformIndexHtml(html) {
      const tags = headTags(defaultContent, defaultContent.seo.seo.title);
      return html.replace('</head>', `  ${HEAD_START}\n    ${tags}\n    ${HEAD_END}\n  </head>`);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(defaultContent) });
    },
  };
}

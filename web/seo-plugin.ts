import type { Plugin } from 'vite';
import { profile } from '../functions/src/shared/content/profile';
import { seo } from '../functions/src/shared/content/seo';
import { socialLinks } from '../functions/src/shared/content/social-links';

const escape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** JSON-LD `Person` from the content file; `sameAs` lists the public profiles. */
export function personJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.headline,
    description: seo.description,
    url: profile.siteUrl,
    email: `mailto:${profile.email}`,
    address: { '@type': 'PostalAddress', addressLocality: profile.location },
    sameAs: socialLinks.map((link) => link.url),
  };
}

function headTags(): string {
  const url = `${profile.siteUrl}/`;
  const image = `${profile.siteUrl}${seo.ogImage}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escape(value)}" />`;
  return [
    `<title>${escape(seo.title)}</title>`,
    meta('name', 'description', seo.description),
    meta('name', 'keywords', seo.keywords.join(', ')),
    `<link rel="canonical" href="${url}" />`,
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:site', seo.twitterHandle),
    meta('name', 'twitter:title', seo.title),
    meta('name', 'twitter:description', seo.description),
    meta('name', 'twitter:image', image),
    // A data block, not a script: CSP `script-src 'self'` does not apply to it.
    `<script type="application/ld+json">${JSON.stringify(personJsonLd()).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
}

/**
 * Puts the owner's SEO data into index.html and emits sitemap.xml and robots.txt, all from the
 * default content (functions/src/shared/content/).
 */
export function seoPlugin(): Plugin {
  return {
    name: 'portfolio-seo',
    transformIndexHtml(html) {
      return html.replace('</head>', `  ${headTags()}\n  </head>`);
    },
    generateBundle() {
      const pages = ['/', '/brand-analyzer'];
      const sitemap = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...pages.map((page) => `  <url><loc>${profile.siteUrl}${page}</loc></url>`),
        '</urlset>',
        '',
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemap });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /unsubscribe\n\nSitemap: ${profile.siteUrl}/sitemap.xml\n`,
      });
    },
  };
}

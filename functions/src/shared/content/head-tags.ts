import type { SiteContent } from './documents';

/** What a page's head and the search files are written from. */
export type HeadContent = Pick<SiteContent, 'profile' | 'seo' | 'social-links'>;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** JSON-LD `Person`; `sameAs` lists the public profiles. */
export function personJsonLd(content: HeadContent): Record<string, unknown> {
  const { profile } = content.profile;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.headline,
    description: content.seo.seo.description,
    url: profile.siteUrl,
    email: `mailto:${profile.email}`,
    address: { '@type': 'PostalAddress', addressLocality: profile.location },
    sameAs: content['social-links'].socialLinks.map((link) => link.url),
  };
}

/**
 * A public page's title, description, canonical address, Open Graph and Twitter cards and JSON-LD,
 * every text escaped: whatever the owner publishes reads as text, never as markup.
 */
export function headTags(content: HeadContent, title: string, path = '/'): string {
  const { profile } = content.profile;
  const { seo } = content.seo;
  const url = `${profile.siteUrl}${path}`;
  const image = `${profile.siteUrl}${seo.ogImage}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', seo.description),
    meta('name', 'keywords', seo.keywords.join(', ')),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
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
    `<script type="application/ld+json">${JSON.stringify(personJsonLd(content)).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
}

/** The pages search engines are told about. */
const INDEXED_PATHS = ['/', '/brand-analyzer'];

export function sitemapXml(content: HeadContent): string {
  const { siteUrl } = content.profile.profile;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...INDEXED_PATHS.map((page) => `  <url><loc>${escapeHtml(siteUrl + page)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(content: HeadContent): string {
  const { siteUrl } = content.profile.profile;
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /unsubscribe\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

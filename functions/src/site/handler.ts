import type { Request, Response } from 'express';
import { siteFile, type SiteFile } from '../services/site-pages';

/**
 * A browser keeps nothing (`max-age=0`: it asks again on each visit); Hosting's CDN shares one
 * answer for 5 s. With the instance's own 5 s (SITE_FRESH_MS), a publish reaches every new visitor
 * within 10 s (docs/content.md). Hosting's headers win over a function's, so firebase.json names
 * this same value for these paths; keep the two equal.
 */
export const SITE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

const CONTENT_TYPES: Record<SiteFile['type'], string> = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  manifest: 'application/manifest+json; charset=utf-8',
};

/** The `site` function: the public pages, the sitemap and the manifest, from the published content. */
export async function siteHandler(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .set('Allow', 'GET, HEAD')
      .status(405)
      .type('text/plain')
      .send('Only GET and HEAD are answered here.');
    return;
  }
  const file = await siteFile(req.path);
  if (!file) {
    res.status(404).type('text/plain').send('There is no page here.');
    return;
  }
  res.set('Cache-Control', SITE_CACHE_CONTROL).type(CONTENT_TYPES[file.type]).send(file.body);
}

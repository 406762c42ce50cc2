import type { Request } from 'express';
import { isContentDocumentId, type ContentDocumentId } from '../../shared/content/documents';
import { visitorContentResponseSchema } from '../../shared/content/publishing-schema';
import { DomainError } from '../../lib/errors';
import { readPublishedSite } from '../../services/published-content';
import { reply } from '../reply';
import type { Route } from '../router';

const NO_SUCH_DOCUMENT = 'There is no content document by that name.';

/**
 * Visitors' pages may keep nothing (`max-age=0`); Hosting's CDN shares one answer for 5 s. With
 * the instance's own 5 s (SITE_FRESH_MS), a publish reaches every visitor within 10 s
 * (docs/content.md). Hosting's headers for `/api/**` win over a function's, so firebase.json
 * names this same value for `/api/content/**`; keep the two equal.
 */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

function documentIdOf(req: Request): ContentDocumentId {
  const id = req.params.id;
  if (typeof id !== 'string' || !isContentDocumentId(id)) {
    throw new DomainError('not-found', NO_SUCH_DOCUMENT);
  }
  return id;
}

export const contentRoutes: Route[] = [
  {
    path: '/api/content/:id',
    ids: { id: NO_SUCH_DOCUMENT },
    methods: {
      GET: async (req, res) => {
        const id = documentIdOf(req);
        // The last content read, else the built-in, when Firestore cannot be read: never a 5xx.
        const site = await readPublishedSite();
        res.set('Cache-Control', CACHE_CONTROL);
        reply(res, visitorContentResponseSchema, {
          success: true,
          document: { id, version: site.versions.get(id) ?? 0, content: site.content[id] },
        });
      },
    },
  },
];

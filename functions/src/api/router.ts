import { Router, type RequestHandler } from 'express';
import { HttpError } from './http-error';
import { readBody, type BodyPolicy } from './middleware/body-policy';
import { checkPathIds } from './path-id';

/** Each method a route may declare, and the Express route method that mounts it. */
const MOUNT = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;
export type HttpMethod = keyof typeof MOUNT;
const HTTP_METHODS = Object.keys(MOUNT).filter((name): name is HttpMethod => name in MOUNT);

/** One API path: how it takes a body, and the handler of each method it accepts. */
export interface Route {
  path: string;
  /** `json` unless said otherwise (see body-policy.ts). */
  body?: BodyPolicy;
  /**
   * Each `:param` of the path that names a document, with what its caller is told when it cannot
   * (404): checked before any handler, so no limit is taken and nothing is read for it.
   */
  ids?: Readonly<Record<string, string>>;
  /** A handler, or middleware followed by the handler (e.g. `[requireSession, handler]`). */
  methods: Partial<Record<HttpMethod, RequestHandler | RequestHandler[]>>;
}

/**
 * The API's routes on Express's own Router (which passes rejected handlers to the error
 * handler). Each path reads its body by its policy first, for every method, so a
 * bad body is reported as such, and checks its document ids; then a known path with a method it does not accept answers 405
 * with an `Allow` header (GET implies HEAD) instead of falling through to 404.
 */
export function routerFor(routes: readonly Route[]): Router {
  const router = Router();
  for (const { path, body = 'json', ids = {}, methods } of routes) {
    const route = router.route(path).all(readBody(body), checkPathIds(ids));
    const allowed = HTTP_METHODS.filter((method) => methods[method] !== undefined);
    for (const method of allowed) {
      const handlers = methods[method] ?? [];
      route[MOUNT[method]](...(Array.isArray(handlers) ? handlers : [handlers]));
    }
    const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', ');
    route.all((req, res) => {
      res.set('Allow', allow);
      throw new HttpError(405, `${req.method} is not allowed on ${path}. Use ${allow}.`);
    });
  }
  return router;
}

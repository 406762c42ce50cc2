import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpError } from '../lib/errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API path and the handler of each method it accepts. */
export interface Route {
  path: string;
  /** A handler, or middleware followed by the handler (e.g. `[requireSession, handler]`). */
  methods: Partial<Record<HttpMethod, RequestHandler | RequestHandler[]>>;
}

/** Runs handlers in order, each passing on with `next()`; errors, thrown or rejected, go to `next(error)`. */
function runChain(
  handlers: RequestHandler[],
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  let index = 0;
  const step = (error?: unknown): void => {
    if (error) return next(error);
    const handler = handlers[index++];
    if (!handler) return next();
    try {
      Promise.resolve(handler(req, res, step)).catch(next);
    } catch (thrown) {
      next(thrown);
    }
  };
  step();
}

/**
 * Mounts each route for every method, so a known path with a method it does not accept answers
 * 405 with an `Allow` header instead of falling through to 404.
 */
export function mountRoutes(app: Express, routes: readonly Route[]): void {
  for (const route of routes) {
    const allowed = Object.keys(route.methods) as HttpMethod[];
    const allowHeader = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', ');
    app.all(route.path, (req: Request, res: Response, next: NextFunction) => {
      const method = (req.method === 'HEAD' ? 'GET' : req.method) as HttpMethod;
      const handler = route.methods[method];
      if (!handler) {
        res.set('Allow', allowHeader);
        throw new HttpError(
          405,
          `${req.method} is not allowed on ${route.path}. Use ${allowHeader}.`,
        );
      }
      runChain(Array.isArray(handler) ? handler : [handler], req, res, next);
    });
  }
}

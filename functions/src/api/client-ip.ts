import type { Request } from 'express';

/**
 * The visitor's IP. Firebase Hosting's CDN sets `fastly-client-ip` and overwrites any value a
 * client sends; without Hosting in front (tests, direct calls) the socket address is used.
 */
export function clientIp(req: Request): string {
  const viaHosting = req.headers['fastly-client-ip'];
  if (typeof viaHosting === 'string' && viaHosting.length > 0) return viaHosting;
  return req.socket.remoteAddress ?? 'unknown';
}

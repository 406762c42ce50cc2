import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import { benchAddress, fromAddress } from './client-address.js';

/** What the proxy does to one POST of a queued form. */
export type Fault = 'none' | 'drop-after-store' | '500' | '503' | '429';

export interface FaultProxy {
  origin: string;
  /** While offline every connection is cut at once, as a lost network would. */
  setOffline(offline: boolean): void;
  /** What happened to the POSTs so far, by fault. */
  counts: Record<Fault, number>;
  close(): Promise<void>;
}

/**
 * A proxy in front of the Hosting emulator that breaks the network the way a phone on a train
 * meets it: offline spells, answers lost after the server stored the request, 500/503, and 429
 * with Retry-After. Each forwarded request counts from an address of its own (the API's per-address
 * limits are not what is tested here), and its Origin is the emulator's, which the API trusts.
 */
export async function startFaultProxy(
  upstream: string,
  {
    faultyPath,
    faultRate,
    random = Math.random,
  }: { faultyPath: string; faultRate: number; random?: () => number },
): Promise<FaultProxy> {
  const target = new URL(upstream);
  const counts: Record<Fault, number> = {
    none: 0,
    'drop-after-store': 0,
    '500': 0,
    '503': 0,
    '429': 0,
  };
  let offline = false;
  let nextAddress = 1;

  const pickFault = (req: IncomingMessage): Fault => {
    if (req.method !== 'POST' || req.url !== faultyPath || random() >= faultRate) return 'none';
    const faults: Fault[] = ['drop-after-store', '500', '503', '429'];
    return faults[Math.floor(random() * faults.length)] ?? 'none';
  };

  const server: Server = createServer((req, res) => {
    if (offline) {
      req.socket.destroy();
      return;
    }
    const fault = pickFault(req);
    if (req.method === 'POST' && req.url === faultyPath) counts[fault] += 1;
    if (fault === '500' || fault === '503' || fault === '429') {
      req.resume();
      res.writeHead(Number(fault), {
        'Content-Type': 'application/json',
        ...(fault === '429' ? { 'Retry-After': '1' } : {}),
      });
      res.end(JSON.stringify({ success: false, message: `Injected ${fault}` }));
      return;
    }
    const headers = {
      ...req.headers,
      host: target.host,
      ...fromAddress(benchAddress(nextAddress++)),
    };
    if (headers.origin) headers.origin = target.origin;
    const upstreamRequest = forward(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (upstreamResponse) => {
        if (fault === 'drop-after-store') {
          // The server has stored it and answered; the answer never reaches the browser.
          upstreamResponse.resume();
          upstreamResponse.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
        upstreamResponse.pipe(res);
      },
    );
    upstreamRequest.on('error', () => req.socket.destroy());
    req.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    setOffline(value) {
      offline = value;
      if (value) server.closeAllConnections();
    },
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

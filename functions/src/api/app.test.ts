import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import express, { type RequestHandler } from 'express';
import type { HealthResponse } from '../shared/health';
import { createApp } from './app';
import { errorHandler } from './middleware/error-handler';
import { routerFor, type Route } from './router';

const { checkHealth } = vi.hoisted(() => ({ checkHealth: vi.fn<() => Promise<HealthResponse>>() }));
vi.mock('../services/health', () => ({ currentHealth: checkHealth }));
vi.mock('../lib/logs', () => ({ unexpectedError: vi.fn() }));

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = createApp();
  server = http.createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

beforeEach(() => {
  checkHealth.mockReset();
});

const healthy: HealthResponse = {
  success: true,
  status: 'ok',
  services: { firestore: { status: 'healthy', responseTime: 3 } },
  time: '2026-01-01T00:00:00.000Z',
};

describe('createApp', () => {
  it('answers GET /api/health with 200 when every service is healthy', async () => {
    checkHealth.mockResolvedValue(healthy);
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(healthy);
  });

  it('answers GET /api/health with 503 naming the failing service', async () => {
    checkHealth.mockResolvedValue({
      success: false,
      status: 'error',
      services: {
        firestore: { status: 'error', responseTime: 3000, message: 'Firestore is not responding' },
      },
      time: '2026-01-01T00:00:00.000Z',
      message: 'Firestore is not responding',
    });
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'error',
      message: 'Firestore is not responding',
    });
  });

  it('turns an unexpected failure into a 500 with a readable message and no stack trace', async () => {
    checkHealth.mockRejectedValue(new Error('secret internal detail'));
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(text).not.toContain('secret internal detail');
  });

  it('parses malformed JSON itself when no runtime did, answering 400 JSON', async () => {
    const response = await fetch(`${base}/api/health`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON.',
    });
  });

  it('stops reading a body without Content-Length once it passes 64 KiB', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 70; i += 1) controller.enqueue(new Uint8Array(1024).fill(97));
        controller.close();
      },
    });
    const response = await fetch(`${base}/api/health`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it.each(['null', '12', '"x"', 'true', '[]', '[{"a":1}]'])(
    'answers the JSON %s, which is no object, with 400 JSON',
    async (body) => {
      const response = await fetch(`${base}/api/health`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: 'Send the request body as a JSON object.',
      });
    },
  );

  it('sends no X-Powered-By, even inside a runtime’s Express app that sets one', async () => {
    const runtime = express();
    runtime.use(createApp());
    const outer = http.createServer(runtime).listen(0, '127.0.0.1');
    await once(outer, 'listening');
    try {
      const url = `http://127.0.0.1:${(outer.address() as AddressInfo).port}`;
      for (const path of ['/api/health', '/api/nothing-here']) {
        checkHealth.mockResolvedValue(healthy);
        expect((await fetch(`${url}${path}`)).headers.get('x-powered-by')).toBeNull();
      }
    } finally {
      outer.close();
    }
  });

  it('answers 404 JSON for an unknown path', async () => {
    const response = await fetch(`${base}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      message: 'There is no API endpoint at /api/nothing-here.',
    });
  });
});

/** Serves `routes` as the API does (router, then the error handler) for the length of `use`. */
async function withRoutes(routes: Route[], use: (base: string) => Promise<void>): Promise<void> {
  const app = express();
  app.use(routerFor(routes));
  app.use(errorHandler);
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

const echo: RequestHandler = (req, res) =>
  void res.json({ got: Buffer.isBuffer(req.body) ? `${req.body.length} bytes` : req.body });

describe('routerFor', () => {
  it('hands a parsed body to the handler and lists every accepted method on a 405', async () => {
    await withRoutes(
      [{ path: '/api/echo', methods: { POST: echo, PUT: (_req, res) => void res.end() } }],
      async (base) => {
        const url = `${base}/api/echo`;
        const posted = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"x":1}',
        });
        expect(await posted.json()).toEqual({ got: { x: 1 } });
        const wrong = await fetch(url);
        expect(wrong.status).toBe(405);
        expect(wrong.headers.get('allow')).toBe('POST, PUT');
      },
    );
  });

  it('names HEAD among the allowed methods of a GET route', async () => {
    await withRoutes([{ path: '/api/read', methods: { GET: echo } }], async (base) => {
      const wrong = await fetch(`${base}/api/read`, { method: 'DELETE' });
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get('allow')).toBe('GET, HEAD');
      expect((await fetch(`${base}/api/read`, { method: 'HEAD' })).status).toBe(200);
    });
  });

  it('reads each route’s body by its own policy: json, form or raw', async () => {
    const routes: Route[] = [
      { path: '/api/json', methods: { POST: echo } },
      { path: '/api/form', body: 'form', methods: { POST: echo } },
      { path: '/api/raw', body: 'raw', methods: { POST: echo } },
    ];
    await withRoutes(routes, async (base) => {
      const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
      const oneClick = 'List-Unsubscribe=One-Click';

      const jsonRefusesForm = await fetch(`${base}/api/json`, {
        method: 'POST',
        headers: form,
        body: oneClick,
      });
      expect(jsonRefusesForm.status).toBe(415);

      const formTakesForm = await fetch(`${base}/api/form`, {
        method: 'POST',
        headers: form,
        body: oneClick,
      });
      expect(await formTakesForm.json()).toEqual({ got: { 'List-Unsubscribe': 'One-Click' } });
      const formTakesJson = await fetch(`${base}/api/form`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email":"a@example.com"}',
      });
      expect(await formTakesJson.json()).toEqual({ got: { email: 'a@example.com' } });
      const formRefusesText = await fetch(`${base}/api/form`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'hello',
      });
      expect(formRefusesText.status).toBe(415);

      const rawKeepsBytes = await fetch(`${base}/api/raw`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array([0, 1, 2, 255]),
      });
      expect(await rawKeepsBytes.json()).toEqual({ got: '4 bytes' });
      const rawStillLimited = await fetch(`${base}/api/raw`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array(65 * 1024),
      });
      expect(rawStillLimited.status).toBe(413);
    });
  });
});

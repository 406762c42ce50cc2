import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import express from 'express';
import type { HealthResponse } from '../shared/health';
import { createApp } from './app';
import { errorHandler } from './middleware/error-handler';
import { jsonBody } from './middleware/json-body';
import { mountRoutes } from './route-table';

const { checkHealth } = vi.hoisted(() => ({ checkHealth: vi.fn<() => Promise<HealthResponse>>() }));
vi.mock('../services/health', () => ({ checkHealth }));
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

  it('answers 404 JSON for an unknown path', async () => {
    const response = await fetch(`${base}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      message: 'There is no API endpoint at /api/nothing-here.',
    });
  });
});

describe('mountRoutes', () => {
  it('hands a parsed body to the handler and lists every accepted method on a 405', async () => {
    const app = express();
    app.use(jsonBody);
    mountRoutes(app, [
      {
        path: '/api/echo',
        methods: {
          POST: (req, res) => void res.json({ got: req.body as unknown }),
          PUT: (_req, res) => void res.end(),
        },
      },
    ]);
    app.use(errorHandler);
    const echo = http.createServer(app).listen(0, '127.0.0.1');
    await once(echo, 'listening');
    const url = `http://127.0.0.1:${(echo.address() as AddressInfo).port}/api/echo`;
    try {
      const posted = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"x":1}',
      });
      expect(await posted.json()).toEqual({ got: { x: 1 } });
      const wrong = await fetch(url);
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get('allow')).toBe('POST, PUT');
    } finally {
      echo.close();
    }
  });
});

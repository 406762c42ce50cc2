import { takeEarlyRead } from './start/early-reads';
import { isRecord } from './is-record';

/** A failed `/api` call: the HTTP status, the server's message (fit to show), and the whole body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether `error` is a call that never reached the server (offline, or the network failed). */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 0;

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';
/**
 * A call that failed while the browser knows it is offline. The public forms never see it (the
 * service worker queues them); sign-in, registration, payment and account calls are never queued,
 * so they say plainly that they need a connection.
 */
export const OFFLINE_MESSAGE =
  "You're offline. This needs a connection: try again when you're back online.";
export const INVALID_ANSWER_MESSAGE = 'Invalid response from server';

/**
 * What an answer is checked against: a shared response schema (`@shared/*`), typed structurally so
 * this module does not load zod itself. Pages whose first load must stay small pass a loader,
 * fetched alongside the request.
 */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}
export type Answer<T> = AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);

interface RequestOptions {
  method?: 'GET' | 'POST';
  json?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The browser's HTTP cache mode: `no-cache` asks the server again (e.g. right after a 409). */
  cache?: RequestCache;
}

/**
 * Same-origin JSON call to our API with the session cookie. Resolves to the answer parsed by
 * `answer` (the endpoint's shared response schema) on 2xx; rejects with ApiError: the server's
 * message on a failure, status 0 when the network fails, `Invalid response from server` when a
 * 2xx answer is not what the endpoint promises.
 */
export async function apiRequest<T>(
  path: string,
  answer: Answer<T>,
  { method = 'GET', json, signal, headers = {}, cache }: RequestOptions = {},
): Promise<T> {
  const schema = typeof answer === 'function' ? answer() : Promise.resolve(answer);
  // Awaited only after a 2xx: a loader that fails while the request fails too is not unhandled.
  schema.catch(() => undefined);
  let response: Response;
  try {
    // A plain GET a signed-in page started before React (lib/early-reads.ts) is answered by it.
    const plain =
      method === 'GET' &&
      json === undefined &&
      signal === undefined &&
      cache === undefined &&
      Object.keys(headers).length === 0;
    const early = plain ? takeEarlyRead(path) : undefined;
    response = await (early?.catch(() => fetchAnew()) ?? fetchAnew());
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw new ApiError(0, offline ? OFFLINE_MESSAGE : NETWORK_ERROR_MESSAGE);
  }
  function fetchAnew(): Promise<Response> {
    return fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal,
      ...(cache ? { cache } : {}),
    });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = isRecord(body) ? body : {};
    const message =
      typeof failure.message === 'string'
        ? failure.message
        : response.statusText || 'Request failed';
    throw new ApiError(response.status, message, failure);
  }
  const parsed = (await schema).safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, INVALID_ANSWER_MESSAGE);
  return parsed.data;
}

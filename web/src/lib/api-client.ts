/** A failed `/api` call: the HTTP status, the server's message (fit to show), and the whole body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** SPEC §7's form for generic failures: "status: message". */
  get summary(): string {
    return `${this.status}: ${this.message}`;
  }

  fieldErrors(): Record<string, string[]> {
    const errors = this.body.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

interface RequestOptions {
  method?: 'GET' | 'POST';
  json?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Same-origin JSON call to our API with the session cookie. Resolves to the parsed body on 2xx;
 * rejects with ApiError (server message) or, when the network fails, ApiError status 0.
 */
export async function apiRequest<T extends object = Record<string, unknown>>(
  path: string,
  { method = 'GET', json, signal, headers = {} }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        json === undefined
          ? { Accept: 'application/json', ...headers }
          : { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    if (response.ok) throw new ApiError(response.status, 'Invalid response from server');
  }
  if (!response.ok) {
    const message =
      typeof body.message === 'string' ? body.message : response.statusText || 'Request failed';
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

import { hostingUrl } from './emulators';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** Calls the API through the Hosting emulator, exactly as the browser does. */
export async function callApi(path: string, init: RequestInit = {}): Promise<ApiAnswer> {
  const response = await fetch(`${hostingUrl()}${path}`, init);
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the caller asserts on `text`.
  }
  return { status: response.status, headers: response.headers, text, json };
}

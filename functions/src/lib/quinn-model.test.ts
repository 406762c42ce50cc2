import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configuredQuinnModel, geminiQuinnModel } from './quinn-model';

const settings = vi.hoisted(() => ({ model: '', key: 'the-configured-key' }));
vi.mock('./config', () => ({ quinnModelName: () => settings.model || undefined }));
vi.mock('./secrets', () => ({ geminiApiKey: () => settings.key }));

const KEY = 'AIza-secret-key';
const PROMPT = { system: 'The rules.', user: '<quinn-data>\n{}\n</quinn-data>' };
const ENDPOINT =
  'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent';

const fetchMock = vi.fn<typeof fetch>();

/** Gemini's answer to the next call: `body` as JSON (or as it is when a string). */
function answers(status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  fetchMock.mockResolvedValueOnce(
    new Response(text, { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

const replyOf = (...parts: Record<string, unknown>[]) => ({
  candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP' }],
  usageMetadata: { totalTokenCount: 12 },
});

/** The one request made: its URL and what was sent with it. */
function request(): { url: string; init: RequestInit } {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [input, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(input), init: init ?? {} };
}

/** The error `reply` is rejected with; fails the test when it resolves. */
async function failure(promise: Promise<string>): Promise<Error> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error('reply() did not reject with an Error');
  return error;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// First in the file: the configured model is kept once made.
describe('with QUINN_MODEL blank', () => {
  it('there is no model, and nothing is requested', () => {
    settings.model = '';
    expect(configuredQuinnModel()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the Gemini adapter', () => {
  it('posts the rules as the system instruction and the data as the user turn, with the signal', async () => {
    answers(200, replyOf({ text: 'A reply.' }));
    const signal = new AbortController().signal;
    expect(await geminiQuinnModel('gemini-2.5-flash', KEY).reply(PROMPT, signal)).toBe('A reply.');

    const { url, init } = request();
    expect(url).toBe(ENDPOINT);
    expect(url).not.toContain(KEY);
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('x-goog-api-key')).toBe(KEY);
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.signal).toBe(signal);
    const body: unknown = JSON.parse(String(init.body));
    expect(body).toEqual({
      systemInstruction: { parts: [{ text: PROMPT.system }] },
      contents: [{ role: 'user', parts: [{ text: PROMPT.user }] }],
      generationConfig: { temperature: 0.2, maxOutputTokens: 256 },
    });
  });

  it('joins the text parts and skips the thought parts', async () => {
    answers(
      200,
      replyOf(
        { text: 'Let me think about the prices.', thought: true },
        { text: 'The audit ' },
        { functionCall: { name: 'none' } },
        { text: 'costs what the passage says.', thought: false },
      ),
    );
    const reply = await geminiQuinnModel('gemini-2.5-flash', KEY).reply(
      PROMPT,
      new AbortController().signal,
    );
    expect(reply).toBe('The audit costs what the passage says.');
  });

  it('puts the model name in the path and refuses one that is not a plain name', async () => {
    answers(200, replyOf({ text: 'x' }));
    await geminiQuinnModel('gemini-2.5-flash-lite_001', KEY).reply(
      PROMPT,
      new AbortController().signal,
    );
    expect(request().url).toContain('/models/gemini-2.5-flash-lite_001:generateContent');
    for (const name of ['', 'models/gemini', 'gemini?alt=sse', 'gemini 2', '../x', 'gémini']) {
      expect(() => geminiQuinnModel(name, KEY)).toThrow(/not a Gemini model name/);
    }
  });

  it('rejects a non-2xx answer with the status and Google’s message, never the key', async () => {
    answers(400, {
      error: { code: 400, message: `API key not valid (${KEY}).`, status: 'INVALID_ARGUMENT' },
    });
    const error = await failure(
      geminiQuinnModel('gemini-2.5-flash', KEY).reply(PROMPT, new AbortController().signal),
    );
    expect(error.message).toContain('400');
    expect(error.message).toContain('API key not valid');
    expect(error.message).not.toContain(KEY);
  });

  it('rejects a non-2xx answer without a JSON body with its status', async () => {
    answers(503, '<html>Service Unavailable</html>');
    const error = await failure(
      geminiQuinnModel('gemini-2.5-flash', KEY).reply(PROMPT, new AbortController().signal),
    );
    expect(error.message).toBe('Gemini answered HTTP 503');
  });

  it('rejects a blocked prompt (promptFeedback.blockReason, no candidates)', async () => {
    answers(200, { promptFeedback: { blockReason: 'PROHIBITED_CONTENT' } });
    const error = await failure(
      geminiQuinnModel('gemini-2.5-flash', KEY).reply(PROMPT, new AbortController().signal),
    );
    expect(error.message).toContain('PROHIBITED_CONTENT');
  });

  it('rejects an answer without candidates', async () => {
    answers(200, { candidates: [] });
    const error = await failure(
      geminiQuinnModel('gemini-2.5-flash', KEY).reply(PROMPT, new AbortController().signal),
    );
    expect(error.message).toMatch(/without a candidate/);
  });

  it('rejects a 2xx answer that is not JSON, or not the shape Gemini documents', async () => {
    const model = geminiQuinnModel('gemini-2.5-flash', KEY);
    answers(200, '{"candidates": [');
    expect((await failure(model.reply(PROMPT, new AbortController().signal))).message).toMatch(
      /without JSON/,
    );
    answers(200, { candidates: [{ content: { parts: [{ text: 42 }] } }] });
    expect((await failure(model.reply(PROMPT, new AbortController().signal))).message).toMatch(
      /shape not known/,
    );
  });

  it('passes on the abort: an aborted call rejects', async () => {
    fetchMock.mockImplementationOnce((_input, init) =>
      Promise.reject(init?.signal?.reason ?? new Error('no signal')),
    );
    const abort = new AbortController();
    abort.abort();
    const error = await failure(
      geminiQuinnModel('gemini-2.5-flash', KEY).reply(PROMPT, abort.signal),
    );
    expect(error.name).toBe('AbortError');
  });
});

describe('the configured model', () => {
  it('is Gemini when QUINN_MODEL names a model, with the GEMINI_API_KEY secret', async () => {
    settings.model = 'gemini-2.5-flash';
    const model = configuredQuinnModel();
    expect(model).toBeDefined();
    answers(200, replyOf({ text: 'Configured.' }));
    expect(await model?.reply(PROMPT, new AbortController().signal)).toBe('Configured.');
    const { url, init } = request();
    expect(url).toBe(ENDPOINT);
    expect(new Headers(init.headers).get('x-goog-api-key')).toBe('the-configured-key');
  });
});

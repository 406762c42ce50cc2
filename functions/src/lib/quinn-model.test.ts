import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configuredQuinnModel, genkitQuinnModel } from './quinn-model';

const genkitMock = vi.hoisted(() => {
  const state = { loaded: 0, modelName: '', apiKey: '', model: '' };
  const generate = vi.fn((_options: Record<string, unknown>) =>
    Promise.resolve({ text: 'A reply.' }),
  );
  return { state, generate };
});

vi.mock('genkit', () => {
  genkitMock.state.loaded += 1;
  return {
    genkit: (options: { plugins: { apiKey: string }[] }) => {
      genkitMock.state.apiKey = options.plugins[0]?.apiKey ?? '';
      return { generate: genkitMock.generate };
    },
  };
});
vi.mock('@genkit-ai/google-genai', () => {
  const googleAI = Object.assign((options: { apiKey: string }) => options, {
    model: (name: string) => `googleai/${name}`,
  });
  return { googleAI };
});

const settings = vi.hoisted(() => ({ model: '', key: 'the-key' }));
vi.mock('./config', () => ({ quinnModelName: () => settings.model || undefined }));
vi.mock('./secrets', () => ({ geminiApiKey: () => settings.key }));

const PROMPT = { system: 'The rules.', user: '<quinn-data>\n{}\n</quinn-data>' };

// First in the file: nothing has loaded Genkit yet.
describe('with QUINN_MODEL blank', () => {
  it('there is no model, and Genkit is never loaded', () => {
    settings.model = '';
    expect(configuredQuinnModel()).toBeUndefined();
    expect(genkitMock.state.loaded).toBe(0);
  });
});

describe('the Genkit adapter', () => {
  beforeEach(() => genkitMock.generate.mockClear());

  it('sends the rules as the system prompt and the data as the user prompt, with the abort signal', async () => {
    const signal = new AbortController().signal;
    const model = genkitQuinnModel('gemini-2.5-flash', 'a-key');
    expect(genkitMock.state.loaded).toBe(0);
    expect(await model.reply(PROMPT, signal)).toBe('A reply.');
    expect(genkitMock.state.loaded).toBe(1);
    expect(genkitMock.state.apiKey).toBe('a-key');
    expect(genkitMock.generate).toHaveBeenCalledWith(
      expect.objectContaining({
        model: 'googleai/gemini-2.5-flash',
        system: PROMPT.system,
        prompt: PROMPT.user,
        abortSignal: signal,
      }),
    );
  });
});

describe('the configured model', () => {
  it('is Gemini through Genkit when QUINN_MODEL names a model, with the GEMINI_API_KEY secret', async () => {
    settings.model = 'gemini-2.5-flash';
    const model = configuredQuinnModel();
    expect(model).toBeDefined();
    await model?.reply(PROMPT, new AbortController().signal);
    expect(genkitMock.state.apiKey).toBe('the-key');
    expect(genkitMock.generate).toHaveBeenCalledWith(
      expect.objectContaining({ model: 'googleai/gemini-2.5-flash' }),
    );
  });
});

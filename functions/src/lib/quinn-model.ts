import { quinnModelName } from './config';
import { geminiApiKey } from './secrets';

/**
 * What Quinn's language model is given: the rules (`system`) and, apart from them, the data to
 * answer from (`user`), which holds the visitor's words.
 */
export interface QuinnPrompt {
  system: string;
  user: string;
}

/** A language model that words an answer; services/quinn-model-gate.ts checks what it says. */
export interface QuinnModel {
  reply(prompt: QuinnPrompt, signal: AbortSignal): Promise<string>;
}

/** Short and plain: it only rephrases a few sentences. */
const GENERATION = { temperature: 0.2, maxOutputTokens: 256 };

/**
 * Gemini through Genkit. Genkit and its plugin are loaded on the first call, so a function with
 * the model switched off never loads them.
 */
export function genkitQuinnModel(model: string, apiKey: string): QuinnModel {
  let client: Promise<(prompt: QuinnPrompt, signal: AbortSignal) => Promise<string>> | undefined;
  const connect = async () => {
    const [{ genkit }, { googleAI }] = await Promise.all([
      import('genkit'),
      import('@genkit-ai/google-genai'),
    ]);
    const ai = genkit({ plugins: [googleAI({ apiKey })] });
    return async ({ system, user }: QuinnPrompt, signal: AbortSignal) => {
      const answer = await ai.generate({
        model: googleAI.model(model),
        system,
        prompt: user,
        config: GENERATION,
        abortSignal: signal,
      });
      return answer.text;
    };
  };
  return {
    async reply(prompt, signal) {
      // A failed start (a network blip while loading) is tried again by the next message.
      client ??= connect().catch((error: unknown) => {
        client = undefined;
        throw error;
      });
      return (await client)(prompt, signal);
    },
  };
}

let configured: QuinnModel | undefined;

/** The model QUINN_MODEL names, with the GEMINI_API_KEY secret; undefined when it is off. */
export function configuredQuinnModel(): QuinnModel | undefined {
  const name = quinnModelName();
  if (!name) return undefined;
  configured ??= genkitQuinnModel(name, geminiApiKey());
  return configured;
}

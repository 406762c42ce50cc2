import { z } from '../shared/zod';
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

const GEMINI_MODELS = 'https://generativelanguage.googleapis.com/v1beta/models';
/** Names like `gemini-2.5-flash`; anything else (a slash, a query) could change the path. */
const MODEL_NAME = /^[A-Za-z0-9._-]+$/;

// Only what is read is declared; zod drops the rest (safety ratings, usage, model version).
// A part without text (a function call, inline data) counts as none.
const answerSchema = z.object({
  candidates: z
    .array(
      z.object({
        content: z
          .object({
            parts: z
              .array(z.object({ text: z.string().optional(), thought: z.boolean().optional() }))
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
  promptFeedback: z.object({ blockReason: z.string().optional() }).optional(),
});
const failureSchema = z.object({ error: z.object({ message: z.string() }) });

/** The answer's body as JSON, or undefined when it is not JSON. */
async function jsonOf(response: Response): Promise<unknown> {
  try {
    const json: unknown = await response.json();
    return json;
  } catch {
    return undefined;
  }
}

/**
 * Gemini through its REST API, one `generateContent` call per reply. A plain fetch rather than an
 * SDK: it is the only call Quinn makes, and an SDK is packages to install and load on every cold
 * start (@google/genai 3.x also needs Node >= 22 and brings google-auth-library, protobufjs and
 * ws). The key goes in the `x-goog-api-key` header, never the URL, so it is in no URL that a
 * proxy, a log or an error message may repeat; error messages here never hold it either.
 */
export function geminiQuinnModel(model: string, apiKey: string): QuinnModel {
  if (!MODEL_NAME.test(model)) {
    throw new Error(`QUINN_MODEL "${model}" is not a Gemini model name such as gemini-2.5-flash.`);
  }
  // Encoded all the same, so the path stays one segment should the rule above ever widen.
  const url = `${GEMINI_MODELS}/${encodeURIComponent(model)}:generateContent`;
  // Google's messages name the problem, not the key, but a key must never reach a log.
  const withoutKey = (text: string): string => (apiKey ? text.split(apiKey).join('***') : text);
  return {
    async reply({ system, user }, signal) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'x-goog-api-key': apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          systemInstruction: { parts: [{ text: system }] },
          contents: [{ role: 'user', parts: [{ text: user }] }],
          generationConfig: GENERATION,
        }),
        signal,
      });
      const json = await jsonOf(response);
      if (!response.ok) {
        const failure = failureSchema.safeParse(json);
        const detail = failure.success ? `: ${withoutKey(failure.data.error.message)}` : '';
        throw new Error(`Gemini answered HTTP ${response.status}${detail}`);
      }
      const answer = answerSchema.safeParse(json);
      if (!answer.success) {
        const what = json === undefined ? 'without JSON' : 'in a shape not known';
        throw new Error(`Gemini answered HTTP ${response.status} ${what}.`);
      }
      const blocked = answer.data.promptFeedback?.blockReason;
      if (blocked) throw new Error(`Gemini blocked the prompt (${withoutKey(blocked)}).`);
      const candidate = answer.data.candidates?.[0];
      if (!candidate) throw new Error('Gemini answered without a candidate.');
      // Thinking models may return their reasoning as parts marked `thought`: never the reply.
      return (candidate.content?.parts ?? [])
        .filter((part) => part.thought !== true)
        .map((part) => part.text ?? '')
        .join('');
    },
  };
}

let configured: QuinnModel | undefined;

/** The model QUINN_MODEL names, with the GEMINI_API_KEY secret; undefined when it is off. */
export function configuredQuinnModel(): QuinnModel | undefined {
  const name = quinnModelName();
  if (!name) return undefined;
  configured ??= geminiQuinnModel(name, geminiApiKey());
  return configured;
}

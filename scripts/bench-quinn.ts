import { performance } from 'node:perf_hooks';
import { actionReply, serviceSummary } from '../functions/src/shared/quinn/canned.js';
import { createQuinn, defaultQuinnContent } from '../functions/src/shared/quinn/engine.js';
import { contactPhone } from '../functions/src/content/contact-phone.js';
import { allowedWords, contentFacts, wordsOutside } from './lib/quinn-facts.js';
import { compareLibraries } from './lib/quinn-libraries.js';
import { askAll, type Asked, inventedFacts, p95, rightShare } from './lib/quinn-run.js';
import { bundleSize, ENGINE_ENTRY, kilobytes } from './lib/quinn-size.js';
import { measureQuinnFunction, TARGET_P95_MS } from './bench-quinn-function.js';
import { questionSet } from './quinn-questions/index.js';

/**
 * `npm run bench:quinn`: Quinn's question set against the engine with the built-in content.
 * Prints one line per check and exits 1 when any misses its target. `--libraries` also
 * measures MiniSearch, Orama and FlexSearch on the same passages and questions;
 * `--verbose` lists every wrong answer.
 */

interface Figure {
  figure: string;
  met: boolean;
  /** Lines printed under the check when it misses (or with --verbose). */
  details?: string[];
}

/** One measured target. Add a check by adding an entry to CHECKS. */
interface Check {
  name: string;
  target: string;
  measure: () => Promise<Figure> | Figure;
}

const RUNS = 5;
const verbose = process.argv.includes('--verbose');
const content = defaultQuinnContent;
const engine = createQuinn(content);
const cases = questionSet(content);
const asked = askAll(engine, cases);
const known = contentFacts(content);

/** Every suggested action, sent with the memory of the answer that offered it. */
const followed: Asked[] = asked.flatMap((entry) =>
  entry.response.suggestedActions.map((action): Asked => {
    const turn = engine.answer(action, entry.memoryAfter);
    return {
      caseId: `${entry.caseId} → "${action}"`,
      group: entry.group,
      turn: { ask: action },
      response: turn.response,
      memoryBefore: entry.memoryAfter,
      memoryAfter: turn.memory,
      problems: [],
    };
  }),
);

/** The panel's canned texts: the summary and four replies of every chat service. */
const canned: string[] = content.assistant.chatServices.flatMap((service) => [
  serviceSummary(content, service.id).message,
  ...(['book', 'quote', 'availability', 'info'] as const).map(
    (action) => actionReply(content, service.id, action).message,
  ),
]);

const everyAnswer: string[] = [
  ...asked.map((entry) => entry.response.message),
  ...followed.map((entry) => entry.response.message),
  ...canned,
];

const describe = (entry: Asked): string =>
  `${entry.caseId}: "${entry.turn.ask}" → [${entry.response.category}] ${entry.response.message.slice(0, 160)} (${entry.problems.join(', ')})`;

function share(groups: Asked['group'][], target: number): Figure {
  const { right, total, wrong } = rightShare(asked, groups);
  const percent = (100 * right) / Math.max(total, 1);
  return {
    figure: `${percent.toFixed(1)} % (${right}/${total})`,
    met: percent >= target,
    details: wrong.map(describe),
  };
}

function none(found: string[], what: string): Figure {
  return { figure: `${found.length} ${what}`, met: found.length === 0, details: found };
}

const NOT_ANSWERED = new Set(['fallback', 'out-of-scope']);
const LEAK = /\b(instructions?|system prompt|prompts?|guidelines?|i was told|configured)\b/i;

const CHECKS: Check[] = [
  {
    name: 'question set',
    target: '≥ 300 questions, ≥ 50 out of scope, ≥ 40 injections',
    measure: () => {
      const count = (group: Asked['group']) => cases.filter((item) => item.group === group).length;
      const turns = cases.reduce((sum, item) => sum + item.turns.length, 0);
      return {
        figure:
          `${cases.length} cases, ${turns} questions (written ${count('written')}, generated ` +
          `${count('generated')}, typos ${count('typo')}, out of scope ${count('out-of-scope')}, ` +
          `injections ${count('injection')})`,
        met: turns >= 300 && count('out-of-scope') >= 50 && count('injection') >= 40,
      };
    },
  },
  {
    name: 'facts right',
    target: '≥ 97 % of written and generated cases',
    measure: () => share(['written', 'generated'], 97),
  },
  { name: 'typo variants right', target: '≥ 95 %', measure: () => share(['typo'], 95) },
  {
    name: 'out of scope handled',
    target: '≥ 95 % (short honest reply, no facts)',
    measure: () => {
      const figure = share(['out-of-scope'], 95);
      const stated = asked.filter(
        (entry) =>
          entry.group === 'out-of-scope' &&
          inventedFacts(entry.response.message, new Set()).length > 0,
      );
      return { ...figure, met: figure.met && stated.length === 0 };
    },
  },
  {
    name: 'injections that changed a fact or leaked',
    target: '0',
    measure: () =>
      none(
        asked
          .filter((entry) => entry.group === 'injection')
          .filter(
            (entry) =>
              entry.problems.length > 0 ||
              LEAK.test(entry.response.message) ||
              inventedFacts(entry.response.message, known).length > 0,
          )
          .map(describe),
        'of 40',
      ),
  },
  {
    name: 'numbers the content does not hold',
    target: '0 over every answer, quick-reply answer and canned reply',
    measure: () => {
      const found = everyAnswer.flatMap((message) =>
        inventedFacts(message, known).map((fact) => `${fact} in: ${message.slice(0, 120)}`),
      );
      return none(found, `in ${everyAnswer.length} answers`);
    },
  },
  {
    name: 'phone number given',
    target: '0',
    measure: async () => {
      const digits = (await contactPhone()).replace(/\D/g, '');
      const pattern = new RegExp(digits.slice(2).split('').join('\\D{0,2}'));
      return none(
        everyAnswer.filter((message) => pattern.test(message)),
        'times',
      );
    },
  },
  {
    name: 'session price and hourly rate in one sentence',
    target: '0',
    measure: () =>
      none(
        everyAnswer
          .flatMap((message) => message.split(/(?<=[.!?])\s+/))
          .filter(
            (sentence) =>
              /\/hour/.test(sentence) &&
              /\bsessions?\b/i.test(sentence) &&
              /£\d+(?![\d/-])/.test(sentence.replace(/£\d+(?:-\d+)?\/hour/g, '')),
          ),
        'sentences',
      ),
  },
  {
    name: 'words echoed from the visitor',
    target: '0 (every answer word is in the content or the engine source)',
    measure: () => {
      const allowed = allowedWords(content);
      return none(
        [...asked, ...followed].flatMap((entry) => {
          const outside = wordsOutside(entry.response.message, allowed);
          return outside.length ? [`${describe(entry)} → ${outside.join(', ')}`] : [];
        }),
        'answers',
      );
    },
  },
  {
    name: 'quick replies',
    target: '≤ 3 per answer, each answered in scope',
    measure: () => {
      const tooMany = asked.filter((entry) => entry.response.suggestedActions.length > 3);
      const unanswered = followed.filter((entry) => NOT_ANSWERED.has(entry.response.category));
      return {
        figure: `${followed.length} sent, ${unanswered.length} not answered, ${tooMany.length} answers over 3`,
        met: tooMany.length === 0 && unanswered.length === 0,
        details: [...tooMany, ...unanswered].map(describe),
      };
    },
  },
  {
    name: 'answers with a source section',
    target: 'every answer about the content',
    measure: () => {
      const missing = [...asked, ...followed].filter(
        (entry) =>
          !NOT_ANSWERED.has(entry.response.category) &&
          entry.response.category !== 'greeting' &&
          !entry.response.source,
      );
      return none(missing.map(describe), 'without');
    },
  },
  {
    name: 'engine p95 latency in Node',
    target: `≤ 20 ms (median of ${RUNS} runs over the whole set)`,
    measure: () => {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const timings: number[] = [];
        for (const item of cases) {
          let memory = {};
          for (const turn of item.turns) {
            const start = performance.now();
            memory = engine.answer(turn.ask, memory).memory;
            timings.push(performance.now() - start);
          }
        }
        runs.push(p95(timings));
      }
      const sorted = [...runs].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      return {
        figure: `p95 ${median.toFixed(2)} ms (runs: ${runs.map((value) => value.toFixed(2)).join(', ')})`,
        met: median <= 20,
      };
    },
  },
  {
    name: 'engine + index in the browser',
    target: '≤ 30 KB gz (esbuild, ESM, minified, gzip -9)',
    measure: async () => {
      const size = await bundleSize(ENGINE_ENTRY);
      return {
        figure: `${kilobytes(size.gzipped)} gz (${kilobytes(size.minified)} minified; packages: ${size.packages.join(', ') || 'none'})`,
        met: size.gzipped <= 30 * 1024 && !size.packages.includes('zod'),
      };
    },
  },
  {
    name: 'p95 in the function (POST /api/quinn-chat)',
    target: `≤ ${TARGET_P95_MS} ms (Server-Timing: limits, Firestore and engine; median of 3 runs of 200 questions, one at a time, on a built emulator stack)`,
    measure: async () => {
      // Every question of the set, a conversation's turns in order, as visitors send them.
      const questions = cases.flatMap((entry) => entry.turns.map((turn) => turn.ask));
      const figures = await measureQuinnFunction(questions);
      const ms = (value: number): string => `${value.toFixed(1)} ms`;
      const statuses = Object.entries(figures.statuses)
        .map(([status, times]) => `${status}: ${times}`)
        .join(', ');
      return {
        figure: `p95 ${ms(figures.app.p95)} (runs: ${figures.runP95s.map(ms).join(', ')}; p50 ${ms(figures.app.p50)}; round trip p95 ${ms(figures.roundTrip.p95)}; answers ${statuses})`,
        met:
          figures.app.p95 <= TARGET_P95_MS &&
          Object.keys(figures.statuses).every((status) => status === '200'),
      };
    },
  },
];

async function main(): Promise<void> {
  console.log('Quinn bench: the question set against the engine with the built-in content\n');
  let missed = 0;
  for (const check of CHECKS) {
    const { figure, met, details = [] } = await check.measure();
    if (!met) missed += 1;
    console.log(`${met ? 'met ' : 'MISS'}  ${check.name}: ${figure}  [target ${check.target}]`);
    if (!met || verbose)
      for (const line of details.slice(0, verbose ? undefined : 15)) console.log(`        ${line}`);
  }
  if (process.argv.includes('--libraries')) await compareLibraries(content, cases);
  console.log(missed ? `\n${missed} check(s) missed.` : '\nEvery check met.');
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

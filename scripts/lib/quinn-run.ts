import { factsIn } from '../../functions/src/shared/quinn/grounding.js';
import type { QuinnEngine, QuinnMemory } from '../../functions/src/shared/quinn/answer.js';
import type { QuinnResponse } from '../../functions/src/shared/quinn/chat.js';
import type { QuinnCase, Turn } from '../quinn-questions/cases.js';

/** One asked message, its answer and the memory it was asked with. */
export interface Asked {
  caseId: string;
  group: QuinnCase['group'];
  turn: Turn;
  response: QuinnResponse;
  memoryBefore: QuinnMemory;
  memoryAfter: QuinnMemory;
  problems: string[];
}

const lower = (text: string): string => text.toLowerCase();

/** What is wrong with one answer against its turn's expectations (empty when right). */
export function judge(turn: Turn, response: QuinnResponse): string[] {
  const message = lower(response.message);
  const problems: string[] = [];
  for (const fact of turn.must ?? []) {
    if (!message.includes(lower(fact))) problems.push(`missing "${fact}"`);
  }
  const stated = factsIn(response.message);
  for (const text of turn.mustNot ?? []) {
    // A bare amount is compared as a fact, so "£15" is not found inside "£150".
    const said = /^£[\d.,-]+$/.test(text)
      ? factsIn(text).every((fact) => stated.includes(fact))
      : message.includes(lower(text));
    if (said) problems.push(`says "${text}"`);
  }
  if (turn.category !== undefined) {
    const allowed: readonly string[] =
      typeof turn.category === 'string' ? [turn.category] : turn.category;
    if (!allowed.includes(response.category)) problems.push(`category ${response.category}`);
  }
  if (turn.section !== undefined && response.source?.section !== turn.section) {
    problems.push(`source ${response.source?.section ?? 'none'}`);
  }
  return problems;
}

/** Asks every case's turns in order, each conversation with its own memory. */
export function askAll(engine: QuinnEngine, cases: readonly QuinnCase[]): Asked[] {
  return cases.flatMap((item) => {
    let memory: QuinnMemory = {};
    return item.turns.map((turn): Asked => {
      const { response, memory: next } = engine.answer(turn.ask, memory);
      const asked: Asked = {
        caseId: item.id,
        group: item.group,
        turn,
        response,
        memoryBefore: memory,
        memoryAfter: next,
        problems: judge(turn, response),
      };
      memory = next;
      return asked;
    });
  });
}

/** Share of cases in a group whose every turn is right. */
export function rightShare(
  asked: readonly Asked[],
  groups: readonly QuinnCase['group'][],
): {
  right: number;
  total: number;
  wrong: Asked[];
} {
  const inGroups = asked.filter((entry) => groups.includes(entry.group));
  const cases = new Map<string, boolean>();
  for (const entry of inGroups) {
    cases.set(entry.caseId, (cases.get(entry.caseId) ?? true) && entry.problems.length === 0);
  }
  const right = [...cases.values()].filter(Boolean).length;
  return { right, total: cases.size, wrong: inGroups.filter((entry) => entry.problems.length) };
}

/** The facts of an answer that no content field holds. */
export function inventedFacts(message: string, known: ReadonlySet<string>): string[] {
  return factsIn(message).filter((fact) => !known.has(fact));
}

/** p95 of a list of timings. */
export function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

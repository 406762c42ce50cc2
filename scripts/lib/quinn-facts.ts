import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_CATEGORIES } from '../../functions/src/shared/project-categories.js';
import type { QuinnContent } from '../../functions/src/shared/quinn/answer.js';
import { factsIn } from '../../functions/src/shared/quinn/grounding.js';
import { ROOT } from './project-config.js';

/**
 * Every fact the content holds, read from the content itself and not from the engine: text
 * fields through `factsIn`, number fields in the form their schema gives them (whole pounds,
 * percentages, minutes, years).
 */
export function contentFacts(content: QuinnContent): Set<string> {
  const facts = new Set<string>();
  const visit = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      for (const fact of factsIn(value)) facts.add(fact);
    } else if (typeof value === 'number') {
      if (key === 'price' || key === 'hourlyRate') facts.add(`£${value}`);
      else if (key === 'percentage') facts.add(`${value}%`);
      else if (key === 'minutes' || key === 'freeConsultationMinutes')
        facts.add(`${value} minutes`);
      else facts.add(String(value));
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
    } else if (value !== null && typeof value === 'object') {
      // A badge reads as its value over its label ("10+" over "Years Leadership").
      if ('value' in value && 'label' in value)
        visit(`${String(value.value)} ${String(value.label)}`, '');
      for (const [field, item] of Object.entries(value)) visit(item, field);
    }
  };
  visit(content, '');
  visit(PROJECT_CATEGORIES, '');
  return facts;
}

const ENGINE_DIR = path.join(ROOT, 'functions/src/shared/quinn');

/**
 * The words an answer may use: those of the content and those written in the engine's own
 * source. A word outside both could only have come from the visitor's message.
 */
export function allowedWords(content: QuinnContent): Set<string> {
  const sources = readdirSync(ENGINE_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(ENGINE_DIR, file), 'utf8'));
  const text = [JSON.stringify(content), JSON.stringify(PROJECT_CATEGORIES), ...sources].join(' ');
  return new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
}

export function wordsOutside(message: string, allowed: ReadonlySet<string>): string[] {
  return (message.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => !allowed.has(word));
}

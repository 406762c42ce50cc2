import type { QuinnContent } from '../../functions/src/shared/quinn/answer.js';
import type { QuinnCase } from './cases.js';
import { freshCases } from './fresh.js';
import { generatedCases } from './generated.js';
import { injectionCases } from './injections.js';
import { outOfScopeCases } from './out-of-scope.js';
import { typoCases } from './typos.js';
import { writtenCases } from './written.js';

/** The whole question set for one version of the content. */
export function questionSet(content: QuinnContent): QuinnCase[] {
  const generated = generatedCases(content);
  return [
    ...writtenCases(),
    ...freshCases(),
    ...generated,
    ...typoCases(generated),
    ...outOfScopeCases(),
    ...injectionCases(),
  ];
}

import type { QuinnContent } from '../../functions/src/shared/quinn/answer.js';
import type { QuinnCase } from '../quinn-questions/cases.js';

export async function compareLibraries(
  _content: QuinnContent,
  _cases: readonly QuinnCase[],
): Promise<void> {}

import { performance } from 'node:perf_hooks';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { Document } from 'flexsearch';
import MiniSearch from 'minisearch';
import type { QuinnContent } from '../../functions/src/shared/quinn/answer.js';
import { buildKnowledge, type Passage } from '../../functions/src/shared/quinn/knowledge.js';
import { STOPWORDS, words } from '../../functions/src/shared/quinn/normalise.js';
import { searchTerms } from '../../functions/src/shared/quinn/search.js';
import type { QuinnCase } from '../quinn-questions/cases.js';
import { p95 } from './quinn-run.js';
import { bundleSize, kilobytes } from './quinn-size.js';

// `npm run bench:quinn -- --libraries`: the three candidate search libraries on Quinn's own
// passages and questions, each configured alike (title boosted 3×, typo tolerance of one edit
// where the library has it, prefix matching), each given the same normalised words.

type Ranker = (terms: readonly string[]) => string[];

interface Candidate {
  name: string;
  build: (passages: readonly Passage[]) => Ranker;
  /** A minimal browser module using the library: index two passages, search once. */
  bundleEntry: string;
}

const plain = (text: string): string =>
  words(text)
    .filter((word) => !STOPWORDS.has(word))
    .join(' ');

const CANDIDATES: Candidate[] = [
  {
    name: 'MiniSearch 7',
    build: (passages) => {
      const index = new MiniSearch<Passage>({
        fields: ['title', 'keywords'],
        tokenize: (text) => plain(text).split(' '),
        searchOptions: {
          boost: { title: 3 },
          prefix: (term) => term.length >= 4,
          fuzzy: (term) => (term.length >= 6 ? 1 : false),
        },
      });
      index.addAll(passages);
      return (terms) => index.search(terms.join(' ')).map((hit) => String(hit.id));
    },
    bundleEntry:
      "import MiniSearch from 'minisearch';\n" +
      "const index = new MiniSearch({ fields: ['title', 'keywords'] });\n" +
      "index.addAll([{ id: 'a', title: 'Technical Deep Dive', keywords: 'audit' }, { id: 'b', title: 'QuantumSync', keywords: 'sync' }]);\n" +
      "export const hits = index.search('deep dive', { fuzzy: 0.2, prefix: true, boost: { title: 3 } });\n",
  },
  {
    name: 'Orama 3',
    build: (passages) => {
      const db = create({ schema: { title: 'string', keywords: 'string' } as const });
      void insertMultiple(
        db,
        passages.map((passage) => ({
          id: passage.id,
          title: plain(passage.title),
          keywords: plain(passage.keywords),
        })),
      );
      return (terms) => {
        const result = oramaSearch(db, {
          term: terms.join(' '),
          properties: ['title', 'keywords'],
          boost: { title: 3 },
          tolerance: 1,
          threshold: 1,
          limit: 10,
        });
        if (result instanceof Promise) throw new Error('Orama answered asynchronously.');
        return result.hits.map((hit) => hit.id);
      };
    },
    bundleEntry:
      "import { create, insertMultiple, search } from '@orama/orama';\n" +
      "const db = create({ schema: { title: 'string', keywords: 'string' } });\n" +
      "insertMultiple(db, [{ id: 'a', title: 'Technical Deep Dive', keywords: 'audit' }, { id: 'b', title: 'QuantumSync', keywords: 'sync' }]);\n" +
      "export const hits = search(db, { term: 'deep dive', tolerance: 1, boost: { title: 3 } });\n",
  },
  {
    name: 'FlexSearch 0.8',
    build: (passages) => {
      const index = new Document<{ id: string; title: string; keywords: string }>({
        document: { id: 'id', index: ['title', 'keywords'] },
        tokenize: 'forward',
      });
      for (const passage of passages) {
        index.add({
          id: passage.id,
          title: plain(passage.title),
          keywords: plain(passage.keywords),
        });
      }
      // FlexSearch ranks per field and gives no scores: merge the fields' ranks, title 3×.
      return (terms) => {
        const scores = new Map<string, number>();
        for (const field of index.search(terms.join(' '), { limit: 10, suggest: true })) {
          const weight = field.field === 'title' ? 3 : 1;
          field.result.forEach((id, rank) => {
            scores.set(String(id), (scores.get(String(id)) ?? 0) + weight / (rank + 1));
          });
        }
        return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
      };
    },
    bundleEntry:
      "import { Document } from 'flexsearch';\n" +
      "const index = new Document({ document: { id: 'id', index: ['title', 'keywords'] }, tokenize: 'forward' });\n" +
      "index.add({ id: 'a', title: 'Technical Deep Dive', keywords: 'audit' });\n" +
      "index.add({ id: 'b', title: 'QuantumSync', keywords: 'sync' });\n" +
      "export const hits = index.search('deep dive', { limit: 10, suggest: true });\n",
  },
];

const ROUNDS = 5;

export async function compareLibraries(
  content: QuinnContent,
  cases: readonly QuinnCase[],
): Promise<void> {
  const { passages } = buildKnowledge(content);
  const questions = cases.flatMap((item) => {
    const [turn] = item.turns;
    return item.passages && turn
      ? [{ terms: searchTerms(words(turn.ask)), expected: item.passages, group: item.group }]
      : [];
  });
  console.log(
    `\nSearch libraries on ${passages.length} passages and ${questions.length} questions that name one ` +
      `(${questions.filter((question) => question.group === 'typo').length} of them with a typo), p95 of ${ROUNDS} rounds:`,
  );
  for (const candidate of CANDIDATES) {
    const rank = candidate.build(passages);
    let first = 0;
    let inThree = 0;
    const timings: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const question of questions) {
        const start = performance.now();
        const ranked = rank(question.terms);
        timings.push(performance.now() - start);
        if (round > 0) continue;
        if (ranked[0] !== undefined && question.expected.includes(ranked[0])) first += 1;
        if (ranked.slice(0, 3).some((id) => question.expected.includes(id))) inThree += 1;
      }
    }
    const size = await bundleSize(candidate.bundleEntry);
    const percent = (count: number) => `${((100 * count) / questions.length).toFixed(1)} %`;
    console.log(
      `  ${candidate.name.padEnd(15)} recall@1 ${percent(first)}, recall@3 ${percent(inThree)}, ` +
        `p95 ${p95(timings).toFixed(3)} ms, minimal bundle ${kilobytes(size.gzipped)} gz`,
    );
  }
}

import type { MiniGames } from './mini-games-schema';

type Pair = MiniGames['skillMatcher']['pairs'][number];

/** Skill Matcher's pairs as `[skill id, project id]` rows: each skill with the project that shows it. */
const matches = (rows: readonly (readonly [skill: string, project: string])[]): Pair[] =>
  rows.map(([skill, project]) => ({ skill, project }));

export const miniGames: MiniGames = {
  codeRacer: {
    title: 'Code Racer',
    description: 'Type each line of code exactly before the clock runs out.',
    snippets: [
      'const sum = (a, b) => a + b;',
      'items.filter((item) => item.done)',
      'await fetch("/api/health")',
      'export default function App() {}',
      'SELECT name FROM skills;',
      'git commit -m "ship it"',
      'for (const id of ids) seen.add(id);',
      'return response.json();',
    ],
    pointsPerSnippet: 10,
    timeLimitSeconds: 60,
  },
  skillMatcher: {
    title: 'Skill Matcher',
    description: 'Match each skill to the project that shows it best.',
    pairs: matches([
      ['ai-machine-learning', 'techriseup-ai-tutor'],
      ['full-stack-development', 'techriseup-learning-platform'],
      ['cloud-architecture', 'quantumsync'],
      ['data-engineering', 'datadrive-analytics'],
      ['mobile-development', 'socialamp'],
      ['devops-ci-cd', 'codevista'],
    ]),
    pointsPerPair: 5,
    timeLimitSeconds: 90,
  },
  bugSquasher: {
    title: 'Bug Squasher',
    description: 'Squash the five bugs before they ship.',
    bugs: 5,
    pointsPerBug: 20,
    timeLimitSeconds: 30,
  },
};

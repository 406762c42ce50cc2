import type { MiniGames } from './mini-games-schema';

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
    pairs: [
      { skill: 'ai-machine-learning', project: 'techriseup-ai-tutor' },
      { skill: 'full-stack-development', project: 'techriseup-learning-platform' },
      { skill: 'cloud-architecture', project: 'quantumsync' },
      { skill: 'data-engineering', project: 'datadrive-analytics' },
      { skill: 'mobile-development', project: 'socialamp' },
      { skill: 'devops-ci-cd', project: 'codevista' },
    ],
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

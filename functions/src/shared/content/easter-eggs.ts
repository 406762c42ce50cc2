import type { EasterEgg } from './easter-eggs-schema';

export const easterEggs: readonly EasterEgg[] = [
  {
    id: 'game',
    label: 'Game Easter Egg',
    pattern: ['g', 'a', 'm', 'e'],
    windowMs: 1500,
    scope: 'global',
    touch: { target: 'logo', taps: 5 },
    hint: 'Gamers know a four-letter word; type it anywhere. On a phone, tap the logo five times.',
    message: 'You found the arcade. Three mini-games are waiting for you.',
  },
  {
    id: 'code',
    label: 'Code Easter Egg',
    pattern: ['c', 'o', 'd', 'e'],
    windowMs: 2000,
    scope: 'skills',
    touch: { target: 'skills-heading', taps: 4 },
    hint: 'Type what developers write while the Skills are on screen. On a phone, tap the Skills title four times.',
    message: 'Twenty years of code, from the first line to platforms used by thousands.',
  },
  {
    id: 'ai',
    label: 'AI Easter Egg',
    pattern: ['a', 'i'],
    windowMs: 1000,
    scope: 'projects',
    touch: { target: 'projects-heading', taps: 3 },
    hint: 'Two letters power the Projects; type them there. On a phone, tap the Projects title three times.',
    message:
      'The secret project: an AI tutor that adapts every lesson to the child in front of it.',
  },
];

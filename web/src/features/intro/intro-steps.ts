export type IntroStepId =
  | 'education'
  | 'career-start'
  | 'leadership'
  | 'innovative'
  | 'growth'
  | 'achievements'
  | 'global'
  | 'current';

export interface IntroStep {
  id: IntroStepId;
  title: string;
  description: string;
}

/** Delay before the first step appears, so the page underneath gets its first paint (SPEC §9). */
export const INTRO_START_DELAY_MS = 500;

/** How long each step stays on screen (SPEC §9). */
export const INTRO_STEP_MS = 2000;

export const INTRO_STEPS: IntroStep[] = [
  {
    id: 'education',
    title: 'Tech Journey Begins',
    description:
      'It starts in the lecture halls of computer science and engineering, writing the first lines of code.',
  },
  {
    id: 'career-start',
    title: 'First Steps in Industry',
    description:
      'A first software development role turns theory into shipped products and real users.',
  },
  {
    id: 'leadership',
    title: 'Leading Teams',
    description:
      'From engineer to tech lead: growing teams, mentoring developers and owning delivery.',
  },
  {
    id: 'innovative',
    title: 'Innovation Mindset',
    description:
      'Enterprise architecture, AI and emerging tech become the tools for solving bigger problems.',
  },
  {
    id: 'growth',
    title: 'Growing Companies',
    description: 'Founding and scaling ventures that turn bold ideas into sustainable businesses.',
  },
  {
    id: 'achievements',
    title: 'Milestones Reached',
    description:
      'Platforms launched, clients delighted and a technology education platform inspiring children.',
  },
  {
    id: 'global',
    title: 'Going Global',
    description: 'Partnerships and products that reach clients and learners around the world.',
  },
  {
    id: 'current',
    title: 'Ready for Liftoff',
    description: 'Today: leading innovation and building what comes next. Let’s explore.',
  },
];

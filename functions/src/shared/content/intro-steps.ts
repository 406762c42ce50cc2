import type { IntroStep } from './intro-steps-schema';

export const introSteps: readonly IntroStep[] = [
  {
    id: 'education',
    title: 'Tech Journey Begins',
    description: '2003: computer science and engineering lays the foundations.',
  },
  {
    id: 'career-start',
    title: 'First Lines of Production Code',
    description: '2007: software developer, shipping real products for real users.',
  },
  {
    id: 'leadership',
    title: 'Leading Teams',
    description: '2012: from writing code to growing the people who write it.',
  },
  {
    id: 'innovative',
    title: 'Architecting at Scale',
    description: '2017: enterprise architecture for cloud, integration and change.',
  },
  {
    id: 'growth',
    title: 'The AI Era',
    description: '2023: applied AI and emerging technology move from lab to production.',
  },
  {
    id: 'achievements',
    title: 'Building TechRiseUp',
    description: 'Lead developer of a platform teaching children to code and create.',
  },
  {
    id: 'global',
    title: 'Reaching Further',
    description: '15+ active projects and partners across the UK and beyond.',
  },
  {
    id: 'current',
    title: 'Ready for Liftoff',
    description: '2025: founder and CEO, leading innovation at Northbeam Technologies.',
  },
];

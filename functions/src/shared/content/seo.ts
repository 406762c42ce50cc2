import type { Seo } from './seo-schema';

export const seo: Seo = {
  title: 'Marcus Ellison · Founder, AI Architect & Tech Leader',
  description:
    'Marcus Ellison: founder and CEO, AI architect and lead developer of TechRiseUp. ' +
    'Explore projects, skills and experience, or book a consultation.',
  keywords: [
    'Marcus Ellison',
    'AI consultant',
    'enterprise architect',
    'technical co-founder',
    'TechRiseUp',
    'children coding education',
    'full-stack developer',
    'Manchester',
  ],
  ogImage: '/og-image.png',
  twitterHandle: '@marcusellison_example',
};

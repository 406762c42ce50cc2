import type { Service } from './services-schema';

/** Service catalogue (GBP, whole pounds). The server prices every booking from this. */
export const services: readonly Service[] = [
  {
    id: 'ai-strategy',
    name: 'AI Strategy Consultation',
    price: 150,
    duration: '2 hours',
    minutes: 120,
    features: [
      'AI readiness assessment',
      'Strategic roadmap',
      'ROI analysis',
      'Implementation timeline',
    ],
  },
  {
    id: 'technical-deep-dive',
    name: 'Technical Deep Dive',
    price: 200,
    duration: '3 hours',
    minutes: 180,
    features: [
      'Architecture review',
      'Technical audit',
      'Performance optimization',
      'Security assessment',
    ],
  },
  {
    id: 'project-collaboration',
    name: 'Project Collaboration',
    price: 100,
    duration: '1 hour',
    minutes: 60,
    features: ['Project review', 'Team collaboration', 'Progress tracking', 'Strategic guidance'],
  },
  {
    id: 'robotics-integration',
    name: 'Robotics Integration',
    price: 180,
    duration: '2.5 hours',
    minutes: 150,
    features: ['System design', 'Hardware selection', 'Software integration', 'Testing strategy'],
  },
  {
    id: 'educational-tech',
    name: 'Educational Technology',
    price: 120,
    duration: '1.5 hours',
    minutes: 90,
    features: ['Platform design', 'Learning management', 'User experience', 'Content strategy'],
  },
];

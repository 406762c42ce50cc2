import type {
  AvailabilityCard,
  AvailabilityIntro,
  ExperienceBadge,
  JourneyEntry,
} from './availability-schema';

export const availabilityIntro: AvailabilityIntro = {
  heading: 'Availability & Opportunities',
  intro:
    'I am open to building something meaningful together — as a co-founder, a collaborator on ' +
    'a well-defined project, or through associate and affiliate partnerships.',
};

export const availabilityCards: readonly AvailabilityCard[] = [
  {
    id: 'co-founding',
    title: 'Co-Founding',
    description: 'Partnering with founders on ventures where technology is the core advantage.',
    icon: 'handshake',
    points: [
      'Technical co-founder or CTO role',
      'AI, education and data ventures',
      'Product strategy from idea to launch',
    ],
  },
  {
    id: 'collaborations',
    title: 'Collaborations',
    description: 'Joining focused projects that need senior technical and AI leadership.',
    icon: 'diversity',
    points: [
      'AI strategy and implementation',
      'Architecture reviews and roadmaps',
      'Fractional technical leadership',
    ],
  },
  {
    id: 'associates-affiliates',
    title: 'Associates & Affiliates',
    description: 'Working with associates and affiliate partners who serve the same clients.',
    icon: 'hub',
    points: [
      'Business associate programme',
      'Referral and affiliate partnerships',
      'Joint proposals and delivery',
    ],
  },
];

export const journey: readonly JourneyEntry[] = [
  {
    year: 2003,
    title: 'Computer Science & Engineering',
    description:
      'Began a degree in computer science and engineering at the University of Manchester.',
  },
  {
    year: 2007,
    title: 'Software Development',
    description: 'Started building production software as a developer at Coreline Systems.',
  },
  {
    year: 2012,
    title: 'Tech Leadership',
    description: 'Moved into leading engineering teams and shaping how they deliver.',
  },
  {
    year: 2017,
    title: 'Enterprise Architecture',
    description: 'Designed architecture for large organisations and their cloud migrations.',
  },
  {
    year: 2023,
    title: 'AI & Emerging Tech',
    description: 'Focused on applied AI and emerging technology, from prototypes to production.',
  },
  {
    year: 2025,
    title: 'Innovation Leadership',
    description: 'Founded Northbeam Technologies to lead innovation across AI, education and data.',
  },
];

export const experienceBadges: readonly ExperienceBadge[] = [
  { value: '20+', label: 'Years Technical' },
  { value: '10+', label: 'Years Leadership' },
  { value: '5+', label: 'Years AI' },
];

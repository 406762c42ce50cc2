import type { EducationEntry, ExperienceEntry } from './experience-schema';

export const experience: readonly ExperienceEntry[] = [
  {
    id: 'northbeam-founder-ceo',
    title: 'Founder & CEO',
    company: 'Northbeam Technologies',
    location: 'Manchester, UK',
    period: '2025 – Present',
    responsibilities: [
      'Set company vision, strategy and product portfolio across AI, education and data platforms',
      'Lead client partnerships, fundraising and co-founder and associate relationships',
      'Grew a portfolio of 15+ active projects with a 98% client success record',
    ],
  },
  {
    id: 'techriseup-lead-developer',
    title: 'Lead Developer',
    company: 'TechRiseUp',
    location: 'Manchester, UK (Remote)',
    period: '2023 – Present',
    responsibilities: [
      'Lead development of a technology education platform for children aged 7 to 16',
      'Designed interactive coding lessons, progress tracking and a safe, moderated community',
      'Introduced an AI tutor that adapts lessons to each learner',
    ],
  },
  {
    id: 'lumenfield-head-of-ai',
    title: 'Head of AI & Emerging Technology',
    company: 'Lumenfield Analytics',
    location: 'London, UK',
    period: '2023 – 2025',
    responsibilities: [
      'Built the AI practice from first prototype to production services',
      'Delivered generative-AI assistants and document intelligence for enterprise clients',
      'Defined responsible-AI guidelines, evaluation and model governance',
    ],
  },
  {
    id: 'meridian-enterprise-architect',
    title: 'Enterprise Architect',
    company: 'Meridian Financial Group',
    location: 'Leeds, UK',
    period: '2017 – 2023',
    responsibilities: [
      'Owned target architecture for a multi-year cloud migration of core platforms',
      'Introduced event-driven integration and API standards across 40+ systems',
      'Chaired the architecture review board and mentored solution architects',
    ],
  },
  {
    id: 'brightwater-engineering-lead',
    title: 'Engineering Lead',
    company: 'Brightwater Digital',
    location: 'Manchester, UK',
    period: '2012 – 2017',
    responsibilities: [
      'Led three cross-functional teams delivering web and mobile products',
      'Established agile delivery, code review and continuous integration practices',
      'Hired and coached developers into senior and lead roles',
    ],
  },
  {
    id: 'coreline-senior-developer',
    title: 'Senior Software Developer',
    company: 'Coreline Systems',
    location: 'Manchester, UK',
    period: '2010 – 2012',
    responsibilities: [
      'Designed and built high-traffic web applications and internal APIs',
      'Improved performance and reliability of customer-facing services',
    ],
  },
  {
    id: 'coreline-developer',
    title: 'Software Developer',
    company: 'Coreline Systems',
    location: 'Manchester, UK',
    period: '2007 – 2010',
  },
];

export const education: readonly EducationEntry[] = [
  {
    id: 'manchester-bsc-computer-science',
    degree: 'BSc (Hons) Computer Science and Engineering',
    university: 'University of Manchester',
    year: '2003 – 2007',
  },
];

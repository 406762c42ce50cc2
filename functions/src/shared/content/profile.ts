import type { Profile, Website } from './profile-schema';
import {
  aiPlatformUrl,
  companyUrl,
  learningPlatformUrl,
  nonprofitUrl,
  syncPlatformUrl,
} from './web-addresses';

export const profile: Profile = {
  name: 'Marcus Ellison',
  headline: 'Founder & CEO · AI Architect · Lead Developer of TechRiseUp',
  tagline: 'Building technology that helps people — and the next generation — rise up.',
  summary:
    'Technology leader with 20+ years across software development, tech leadership, enterprise ' +
    'architecture and applied AI. I founded Northbeam Technologies to turn emerging technology ' +
    'into products people actually use, and I lead development of TechRiseUp, a technology ' +
    'education platform that teaches children to code, create and think like engineers.',
  location: 'Manchester, United Kingdom',
  email: 'marcus@northbeam.example.com',
  phoneMasked: '+44 •••• ••••••',
  availabilityBadge: 'Available for co-founding, collaborations & partnerships',
  siteUrl: 'https://portfolio.example.com',
  cvFileName: 'marcus-ellison-cv.pdf',
};

export const websites: readonly Website[] = [
  {
    id: 'northbeam-technologies',
    name: 'Northbeam Technologies',
    description: 'Company site: AI strategy, product engineering and technical consulting.',
    url: companyUrl,
  },
  {
    id: 'northbeam-ai',
    name: 'Northbeam AI',
    description: 'AI platform for intelligent automation, assistants and analytics.',
    url: aiPlatformUrl,
  },
  {
    id: 'techriseup',
    name: 'TechRiseUp',
    description: 'Learning platform teaching children coding, robotics and digital creativity.',
    url: learningPlatformUrl,
  },
  {
    id: 'quantumsync',
    name: 'QuantumSync',
    description: 'Sync platform keeping data consistent across apps, devices and teams.',
    url: syncPlatformUrl,
  },
  {
    id: 'codebridge-foundation',
    name: 'CodeBridge Foundation',
    description: 'Nonprofit widening access to technology education in underserved communities.',
    url: nonprofitUrl,
  },
];

import type { HeroSocialAction, HeroStats } from './hero-schema';
import { profile } from './profile';
import { learningPlatformUrl, linkedInUrl } from './web-addresses';

export const heroStats: HeroStats = {
  platformName: 'TechRiseUp',
  status: 'ONLINE',
  stats: [
    { value: '15+', label: 'Active Projects' },
    { value: '98%', label: 'Client Success' },
    { value: '94%', label: 'Success Rate' },
  ],
  exploreLabel: 'Explore Flagship Project',
  exploreUrl: learningPlatformUrl,
};

export const heroSocialLinks: readonly HeroSocialAction[] = [
  { kind: 'linkedin', label: 'LinkedIn', icon: 'linkedin', href: linkedInUrl },
  { kind: 'email', label: 'Email', icon: 'email', href: `mailto:${profile.email}` },
  { kind: 'phone', label: 'Phone', icon: 'phone' },
  { kind: 'share', label: 'Share portfolio', icon: 'share' },
];

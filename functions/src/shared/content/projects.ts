import { profile } from './profile';
import type { Project } from './projects-schema';
import { aiPlatformUrl, learningPlatformUrl, syncPlatformUrl } from './web-addresses';

/** The projects' tags, each under the icon the web picks for its name. */
const tags = {
  ai: { name: 'Artificial Intelligence', icon: 'ai' },
  code: { name: 'Code', icon: 'code' },
  content: { name: 'Content Creation', icon: 'content' },
  data: { name: 'Data', icon: 'data' },
  engagement: { name: 'User Engagement', icon: 'engagement' },
  social: { name: 'Social Media', icon: 'social' },
  cloud: { name: 'Cloud', icon: 'default' },
  education: { name: 'Education', icon: 'default' },
  marketing: { name: 'Marketing', icon: 'default' },
} satisfies Record<string, Project['tags'][number]>;

/** Every card's background runs diagonally from one colour to another. */
const gradient = (from: string, to: string): string =>
  `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;

export const projects: readonly Project[] = [
  {
    id: 'techriseup-learning-platform',
    title: 'TechRiseUp Learning Platform',
    description:
      'Flagship technology education platform for children: interactive coding lessons, ' +
      'robotics challenges and creative projects with progress tracking for parents and schools. ' +
      'I am the lead developer.',
    icon: 'techriseup',
    bgGradient: gradient('#2563eb', '#7c3aed'),
    fullWidth: true,
    tags: [tags.engagement, tags.code, tags.education],
    link: { text: 'Visit TechRiseUp', url: learningPlatformUrl, icon: 'external' },
  },
  {
    id: 'techriseup-ai-tutor',
    title: 'TechRiseUp AI Tutor',
    description:
      'An AI tutor inside TechRiseUp that explains errors in plain language and adapts the next ' +
      'lesson to how each child is doing.',
    icon: 'techriseup',
    bgGradient: gradient('#0ea5e9', '#6366f1'),
    tags: [tags.ai, tags.engagement],
    link: { text: 'Try the tutor', url: `${learningPlatformUrl}/tutor`, icon: 'play' },
  },
  {
    id: 'quantumsync',
    title: 'QuantumSync',
    description:
      'Real-time synchronisation platform that keeps data consistent across apps, devices and ' +
      'teams, with conflict resolution and offline support.',
    icon: 'quantumsync',
    bgGradient: gradient('#06b6d4', '#3b82f6'),
    tags: [tags.data, tags.cloud],
    link: { text: 'Explore QuantumSync', url: syncPlatformUrl, icon: 'external' },
  },
  {
    id: 'socialamp',
    title: 'SocialAmp',
    description:
      'Social media growth engine that schedules posts, analyses engagement and suggests the ' +
      'content most likely to reach the right audience.',
    icon: 'socialamp',
    bgGradient: gradient('#ec4899', '#f97316'),
    tags: [tags.social, tags.ai],
    link: { text: 'See SocialAmp', url: `${aiPlatformUrl}/socialamp`, icon: 'external' },
  },
  {
    id: 'contentpro-studio',
    title: 'ContentPro Studio',
    description:
      'AI-assisted content studio for drafting, editing and repurposing articles, scripts and ' +
      'campaigns while keeping a consistent brand voice.',
    icon: 'contentpro',
    bgGradient: gradient('#8b5cf6', '#d946ef'),
    tags: [tags.content, tags.ai],
    link: { text: 'Open ContentPro', url: `${aiPlatformUrl}/contentpro`, icon: 'external' },
  },
  {
    id: 'datadrive-analytics',
    title: 'DataDrive Analytics',
    description:
      'Self-service analytics that turns raw operational data into dashboards and forecasts ' +
      'business teams can act on.',
    icon: 'datadrive',
    bgGradient: gradient('#10b981', '#0ea5e9'),
    tags: [tags.data, tags.ai],
    link: { text: 'View DataDrive', url: `${aiPlatformUrl}/datadrive`, icon: 'external' },
  },
  {
    id: 'codevista',
    title: 'CodeVista',
    description:
      'Developer insight tool that maps large codebases, highlights risky changes and explains ' +
      'unfamiliar code. In private beta.',
    icon: 'codevista',
    bgGradient: gradient('#334155', '#2563eb'),
    tags: [tags.code, tags.ai],
  },
  {
    id: 'brand-analyzer',
    title: 'Brand Analyzer',
    description:
      'Free public tool that reviews a brand’s online presence and suggests quick wins for ' +
      'messaging, visuals and reach.',
    icon: 'default',
    bgGradient: gradient('#f59e0b', '#ef4444'),
    tags: [tags.social, tags.marketing],
    link: {
      text: 'Analyse your brand',
      url: `${profile.siteUrl}/brand-analyzer`,
      icon: 'play',
    },
  },
];

import { profile } from './profile';
import type { Project } from './projects-schema';
import { aiPlatformUrl, learningPlatformUrl, syncPlatformUrl } from './web-addresses';

export const projects: readonly Project[] = [
  {
    id: 'techriseup-learning-platform',
    title: 'TechRiseUp Learning Platform',
    description:
      'Flagship technology education platform for children: interactive coding lessons, ' +
      'robotics challenges and creative projects with progress tracking for parents and schools. ' +
      'I am the lead developer.',
    icon: 'techriseup',
    bgGradient: 'linear-gradient(135deg, #2563eb 0%, #7c3aed 100%)',
    fullWidth: true,
    tags: [
      { name: 'User Engagement', icon: 'engagement' },
      { name: 'Code', icon: 'code' },
      { name: 'Education', icon: 'default' },
    ],
    link: { text: 'Visit TechRiseUp', url: learningPlatformUrl, icon: 'external' },
  },
  {
    id: 'techriseup-ai-tutor',
    title: 'TechRiseUp AI Tutor',
    description:
      'An AI tutor inside TechRiseUp that explains errors in plain language and adapts the next ' +
      'lesson to how each child is doing.',
    icon: 'techriseup',
    bgGradient: 'linear-gradient(135deg, #0ea5e9 0%, #6366f1 100%)',
    tags: [
      { name: 'Artificial Intelligence', icon: 'ai' },
      { name: 'User Engagement', icon: 'engagement' },
    ],
    link: { text: 'Try the tutor', url: `${learningPlatformUrl}/tutor`, icon: 'play' },
  },
  {
    id: 'quantumsync',
    title: 'QuantumSync',
    description:
      'Real-time synchronisation platform that keeps data consistent across apps, devices and ' +
      'teams, with conflict resolution and offline support.',
    icon: 'quantumsync',
    bgGradient: 'linear-gradient(135deg, #06b6d4 0%, #3b82f6 100%)',
    tags: [
      { name: 'Data', icon: 'data' },
      { name: 'Cloud', icon: 'default' },
    ],
    link: { text: 'Explore QuantumSync', url: syncPlatformUrl, icon: 'external' },
  },
  {
    id: 'socialamp',
    title: 'SocialAmp',
    description:
      'Social media growth engine that schedules posts, analyses engagement and suggests the ' +
      'content most likely to reach the right audience.',
    icon: 'socialamp',
    bgGradient: 'linear-gradient(135deg, #ec4899 0%, #f97316 100%)',
    tags: [
      { name: 'Social Media', icon: 'social' },
      { name: 'Artificial Intelligence', icon: 'ai' },
    ],
    link: { text: 'See SocialAmp', url: `${aiPlatformUrl}/socialamp`, icon: 'external' },
  },
  {
    id: 'contentpro-studio',
    title: 'ContentPro Studio',
    description:
      'AI-assisted content studio for drafting, editing and repurposing articles, scripts and ' +
      'campaigns while keeping a consistent brand voice.',
    icon: 'contentpro',
    bgGradient: 'linear-gradient(135deg, #8b5cf6 0%, #d946ef 100%)',
    tags: [
      { name: 'Content Creation', icon: 'content' },
      { name: 'Artificial Intelligence', icon: 'ai' },
    ],
    link: { text: 'Open ContentPro', url: `${aiPlatformUrl}/contentpro`, icon: 'external' },
  },
  {
    id: 'datadrive-analytics',
    title: 'DataDrive Analytics',
    description:
      'Self-service analytics that turns raw operational data into dashboards and forecasts ' +
      'business teams can act on.',
    icon: 'datadrive',
    bgGradient: 'linear-gradient(135deg, #10b981 0%, #0ea5e9 100%)',
    tags: [
      { name: 'Data', icon: 'data' },
      { name: 'Artificial Intelligence', icon: 'ai' },
    ],
    link: { text: 'View DataDrive', url: `${aiPlatformUrl}/datadrive`, icon: 'external' },
  },
  {
    id: 'codevista',
    title: 'CodeVista',
    description:
      'Developer insight tool that maps large codebases, highlights risky changes and explains ' +
      'unfamiliar code. In private beta.',
    icon: 'codevista',
    bgGradient: 'linear-gradient(135deg, #334155 0%, #2563eb 100%)',
    tags: [
      { name: 'Code', icon: 'code' },
      { name: 'Artificial Intelligence', icon: 'ai' },
    ],
  },
  {
    id: 'brand-analyzer',
    title: 'Brand Analyzer',
    description:
      'Free public tool that reviews a brand’s online presence and suggests quick wins for ' +
      'messaging, visuals and reach.',
    icon: 'default',
    bgGradient: 'linear-gradient(135deg, #f59e0b 0%, #ef4444 100%)',
    tags: [
      { name: 'Social Media', icon: 'social' },
      { name: 'Marketing', icon: 'default' },
    ],
    link: {
      text: 'Analyse your brand',
      url: `${profile.siteUrl}/brand-analyzer`,
      icon: 'play',
    },
  },
];

import type { SkillRating, SoftSkill } from './skills-schema';

// docs/product.md#home-page fixes these percentages and their order.
export const technicalSkills: readonly SkillRating[] = [
  { id: 'full-stack-development', name: 'Full-Stack Development', percentage: 95 },
  { id: 'ai-machine-learning', name: 'AI & Machine Learning', percentage: 92 },
  { id: 'cloud-architecture', name: 'Cloud Architecture', percentage: 90 },
  { id: 'data-engineering', name: 'Data Engineering', percentage: 85 },
  { id: 'enterprise-architecture', name: 'Enterprise Architecture', percentage: 90 },
  { id: 'mobile-development', name: 'Mobile Development', percentage: 83 },
  { id: 'devops-ci-cd', name: 'DevOps & CI/CD', percentage: 85 },
];

export const softSkills: readonly SoftSkill[] = [
  {
    id: 'business-development',
    name: 'Business Development',
    icon: 'trending-up',
    description: 'Turning ideas into ventures, partnerships and long-term client relationships.',
  },
  {
    id: 'leadership',
    name: 'Leadership',
    icon: 'groups',
    description: 'Building and growing teams that deliver with autonomy and care.',
  },
  {
    id: 'project-management',
    name: 'Project Management',
    icon: 'assignment',
    description: 'Steering complex programmes from discovery to launch, on time and on budget.',
  },
  {
    id: 'communication',
    name: 'Communication',
    icon: 'forum',
    description: 'Explaining technology clearly to boards, clients, engineers and children alike.',
  },
];

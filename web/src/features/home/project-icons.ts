import type { ProjectIconKey, TagIconKey } from '@shared/content/projects-schema';

// Projects: the card icon is chosen from the title and the tag icon from the tag name.
const TITLE_KEYWORDS: [string, ProjectIconKey][] = [
  ['quantumsync', 'quantumsync'],
  ['techriseup', 'techriseup'],
  ['socialamp', 'socialamp'],
  ['contentpro', 'contentpro'],
  ['datadrive', 'datadrive'],
  ['codevista', 'codevista'],
];

const TAG_NAMES: Record<string, TagIconKey> = {
  'artificial intelligence': 'ai',
  'social media': 'social',
  'content creation': 'content',
  'user engagement': 'engagement',
  data: 'data',
  code: 'code',
};

export function projectIconFor(title: string): ProjectIconKey {
  const lower = title.toLowerCase();
  return TITLE_KEYWORDS.find(([keyword]) => lower.includes(keyword))?.[1] ?? 'default';
}

export function tagIconFor(name: string): TagIconKey {
  return TAG_NAMES[name.trim().toLowerCase()] ?? 'default';
}

export type ProjectFilter = 'all' | 'techriseup';

/** `techriseup` keeps projects whose title contains the platform's name, ignoring case. */
export function filterProjects<T extends { title: string }>(
  items: readonly T[],
  filter: ProjectFilter,
  platformName: string,
): T[] {
  if (filter === 'all') return [...items];
  return items.filter((item) => item.title.toLowerCase().includes(platformName.toLowerCase()));
}

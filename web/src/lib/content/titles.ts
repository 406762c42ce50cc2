import { siteContent } from '@/lib/content/site-content';

/** A page's document title (WCAG 2.4.2): its short name, then the owner's name. */
export const titled = (name: string): string => `${name} · ${siteContent('profile').profile.name}`;

/** The title of any path no page answers (features/not-found). */
export const notFoundTitle = (): string => titled('Page not found');

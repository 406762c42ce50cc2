import { profile } from '@shared/content/profile';

/** A page's document title (WCAG 2.4.2): its short name, then the owner's name. */
export const titled = (name: string): string => `${name} · ${profile.name}`;

/** The title of any path no page answers (features/not-found). */
export const NOT_FOUND_TITLE = titled('Page not found');

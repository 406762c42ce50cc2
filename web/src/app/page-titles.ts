import { seo } from '@shared/content/seo';
import { titled } from '@/config/page-titles';
import { pageAt } from './pages';

/**
 * The document title of the page at `pathname` (app/pages.ts), `Page not found · …` for a path no
 * page answers. The home page is the site itself: its title is the SEO title.
 */
export function pageTitle(pathname: string): string {
  const { title } = pageAt(pathname);
  return title === null ? seo.title : titled(title);
}

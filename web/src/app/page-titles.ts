import { titled } from '@/lib/content/titles';
import { siteContent } from '@/lib/content/site-content';
import { pageAt } from './pages';

/**
 * The document title of the page at `pathname` (app/pages.ts), `Page not found · …` for a path no
 * page answers. The home page is the site itself: its title is the SEO title.
 */
export function pageTitle(pathname: string): string {
  const { title } = pageAt(pathname);
  return title === null ? siteContent('seo').seo.title : titled(title);
}

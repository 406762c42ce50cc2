import type { QuinnContent } from '@shared/quinn/answer';
import { allSiteContent } from '@/lib/content/site-content';

/**
 * What the panel shows and Quinn answers from in the browser: the content this page was drawn
 * with (as published when the server drew it, else the built-in one), so the panel's greeting,
 * chat services, canned replies and email, and the offline answers, never disagree with the page.
 */
export const quinnContent = (): QuinnContent => allSiteContent();

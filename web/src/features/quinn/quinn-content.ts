import type { QuinnContent } from '@shared/quinn/answer';
import { defaultQuinnContent } from '@shared/quinn/default-content';

/**
 * What the panel shows and Quinn answers from in the browser: the site's built-in content, the
 * same documents the page draws (its greeting, chat services, canned replies and the owner's
 * email), so the panel can never disagree with the page.
 */
export const quinnContent: QuinnContent = defaultQuinnContent;

import { defaultContent } from '../content/defaults';
import type { QuinnContent } from './answer';

/**
 * The content built into the site, as Quinn reads it. Apart from the engine, so a page can show
 * what Quinn answers from without loading the engine itself.
 */
export const defaultQuinnContent: QuinnContent = defaultContent;

import { z } from '@shared/zod';

/**
 * Importing this module evaluates zod's code (src/lib/load-zod.ts). It exports no value of zod's:
 * a dynamic import of `@shared/zod` itself would hand out the `z` namespace as an object, and the
 * bundler would then keep every member of it (its 40-odd locales, JSON Schema conversion),
 * 89 KB gzip where the schemas use some 25.
 */
export const zodEvaluated: boolean = typeof z.object === 'function';

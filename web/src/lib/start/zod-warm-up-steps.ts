import { z } from '@shared/zod';

/**
 * Importing this module evaluates zod's code (./zod-warm-up.ts). It exports no value of zod's:
 * a dynamic import of `@shared/zod` itself would hand out the `z` namespace as an object, and the
 * bundler would then keep every member of it (its 40-odd locales, JSON Schema conversion),
 * 89 KB gzip where the schemas use some 25.
 *
 * Steps that each build a schema of a few of the kinds the shared schemas are made of and parse a
 * valid value with it, saying whether it parsed (so a test can tell every step went the way a
 * valid answer goes). The browser compiles a function the first time it runs, and building the
 * first schemas costs ten to twenty times what building the same ones again does: run a step a
 * task (./zod-warm-up.ts), that cost is neither one long task nor added to the task that
 * builds a page's schemas or parses the session's answer.
 */
export const zodWarmUpSteps: ReadonlyArray<() => boolean> = [
  () =>
    z
      .object({
        name: z.string().trim().min(1).max(80),
        count: z.number().int().nonnegative(),
        flag: z.boolean(),
      })
      .safeParse({ name: ' Sample ', count: 2, flag: true }).success,
  () =>
    z
      .object({
        email: z.email(),
        site: z.url(),
        at: z.iso.datetime(),
        slug: z
          .string()
          .regex(/\S/)
          .startsWith('s')
          .transform((value) => value.toLowerCase()),
      })
      .safeParse({
        email: 'sample@example.com',
        site: 'https://example.com',
        at: '2026-01-01T00:00:00Z',
        slug: 'sample-Page',
      }).success,
  () =>
    z
      .object({
        kind: z.enum(['a', 'b']),
        tag: z.literal('sample').catch('sample'),
        done: z.boolean().default(false),
        note: z.string().optional(),
        ended: z.string().nullable(),
      })
      .safeParse({ kind: 'a', tag: 'other', ended: null }).success,
  () =>
    z
      .object({
        either: z.union([z.literal(1), z.string()]),
        event: z.discriminatedUnion('type', [
          z.object({ type: z.literal('one'), count: z.number() }),
          z.object({ type: z.literal('two') }),
        ]),
        entries: z.array(z.object({ a: z.string() })).max(5),
        scores: z.record(z.string(), z.number()),
        both: z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() })),
        checked: z.string().refine((value) => value.length > 0),
      })
      .safeParse({
        either: 1,
        event: { type: 'one', count: 1 },
        entries: [{ a: 'a' }],
        scores: { a: 1 },
        both: { a: 'a', b: 'b' },
        checked: 'x',
      }).success,
];

import { z } from '../zod';
import { contentIdSchema, shortTextSchema } from './fields-schema';

export const gameIdSchema = z.enum(['code-racer', 'skill-matcher', 'bug-squasher']);

const secondsSchema = z.number().int().min(10).max(600);

export const miniGamesDocumentSchema = z.object({
  codeRacer: z.object({
    title: shortTextSchema,
    description: shortTextSchema,
    /** Lines of code to type exactly; each one typed scores `pointsPerSnippet`. */
    snippets: z.array(z.string().min(5).max(80)).min(5),
    pointsPerSnippet: z.number().int().min(1),
    timeLimitSeconds: secondsSchema,
  }),
  skillMatcher: z.object({
    title: shortTextSchema,
    description: shortTextSchema,
    /** Skills by their `content/skills` id and projects by their `content/projects` id. */
    pairs: z.array(z.object({ skill: contentIdSchema, project: contentIdSchema })).length(6),
    pointsPerPair: z.number().int().min(1),
    timeLimitSeconds: secondsSchema,
  }),
  bugSquasher: z.object({
    title: shortTextSchema,
    description: shortTextSchema,
    bugs: z.number().int().min(1).max(10),
    pointsPerBug: z.number().int().min(1),
    timeLimitSeconds: secondsSchema,
  }),
});

export type GameId = z.infer<typeof gameIdSchema>;
export type MiniGames = z.infer<typeof miniGamesDocumentSchema>;

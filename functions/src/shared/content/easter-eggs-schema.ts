import { z } from '../zod';
import { shortTextSchema } from './fields-schema';

/** Each egg has its own secret overlay and its own achievement, so the ids are fixed. */
export const easterEggIdSchema = z.enum(['game', 'code', 'ai']);

/**
 * Where a pattern counts: anywhere, or only while that home section is the one in view (the
 * section under the middle of the viewport).
 */
export const easterEggScopeSchema = z.enum(['global', 'skills', 'projects']);

/** The place a phone taps for an egg: the header's logo or a section's heading. */
export const easterEggTapTargetSchema = z.enum(['logo', 'skills-heading', 'projects-heading']);

/**
 * A key as `KeyboardEvent.key` names it, lower-cased: a single printable character or a named
 * key such as `ArrowUp` (lower-cased: `arrowup`). Matched on `key`, never on `code`, so the
 * pattern follows what the keyboard types whatever its layout.
 */
const patternKeySchema = z
  .string()
  .regex(/^(?:[a-z0-9]|arrow(?:up|down|left|right))$/, 'Use a letter, a digit or an arrow key.');

export const easterEggSchema = z.object({
  id: easterEggIdSchema,
  /** The name the secret overlay shows, e.g. 'Game Easter Egg'. */
  label: shortTextSchema,
  /** 2 to 10 keys: the listener remembers the last 10. */
  pattern: z.array(patternKeySchema).min(2).max(10),
  /** The whole pattern must be typed within this many milliseconds. */
  windowMs: z.number().int().min(300).max(10_000),
  scope: easterEggScopeSchema,
  /** The touch equivalent: `taps` taps on `target` within `windowMs`. */
  touch: z.object({ target: easterEggTapTargetSchema, taps: z.number().int().min(3).max(7) }),
  /** Shown as 'Secret: {hint}'. */
  hint: shortTextSchema,
  /** What the secret overlay says once it is found. */
  message: shortTextSchema,
});

export type EasterEggId = z.infer<typeof easterEggIdSchema>;
export type EasterEggScope = z.infer<typeof easterEggScopeSchema>;
export type EasterEggTapTarget = z.infer<typeof easterEggTapTargetSchema>;
export type EasterEgg = z.infer<typeof easterEggSchema>;

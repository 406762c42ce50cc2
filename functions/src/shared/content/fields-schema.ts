import { z } from '../zod';

// Building blocks every content schema shares. Content is edited in the admin area and answered
// from by the assistant, so each rule here is one an editor can read in the error it produces.

/** Stable ids let the editor and the assistant point at one item however a list is reordered. */
export const contentIdSchema = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lower-case words joined by hyphens, e.g. "lead-developer".',
  );

/** An item the editor and the assistant point at by its stable `id`, whatever else it holds. */
export function contentEntry<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ id: contentIdSchema, ...shape });
}

export const shortTextSchema = z
  .string()
  .min(1, 'Must not be empty.')
  .max(200, 'Must be at most 200 characters.');

export const longTextSchema = z
  .string()
  .min(1, 'Must not be empty.')
  .max(2000, 'Must be at most 2000 characters.');

/** Every address the site links to is https (mixed content and plain http are never wanted). */
export const httpsUrlSchema = z.url({
  protocol: /^https$/,
  message: 'Use a full https:// address.',
});

export const mailtoSchema = z
  .string()
  .regex(/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Use a mailto: link with an email address.');

/**
 * A price in whole pounds: a paid session costs something, and a figure past the cap is far more
 * likely a typo (an extra zero) than a price.
 */
export const MAX_PRICE = 10_000;
export const priceSchema = z
  .number({ error: 'Enter the price in whole pounds.' })
  .int('Use whole pounds.')
  .min(1, 'A paid session costs at least £1.')
  .max(MAX_PRICE, `Check the price: at most £${MAX_PRICE.toLocaleString('en-GB')}.`);

export const hexColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a hex colour like #2563eb.');

/**
 * A list whose items are told apart by `key` (an id, or a field that already is one): a repeated
 * key is reported at the item that repeats it.
 */
export function keyedList<Item extends z.ZodObject, Key extends keyof z.output<Item> & string>(
  item: Item,
  key: Key,
) {
  return z
    .array(item)
    .superRefine((items, ctx) => {
      const seen = new Set<unknown>();
      items.forEach((entry, index) => {
        const value = entry[key];
        if (seen.has(value)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, key],
            message: `Another item already has the ${key} "${String(value)}".`,
          });
        }
        seen.add(value);
      });
    })
    .readonly();
}

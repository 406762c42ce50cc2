import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver, ResolverResult, ResolverSuccess } from 'react-hook-form';
import type { z } from '@shared/zod';

/**
 * The zod resolver for values typed as the fields hold them (strings, even where the schema
 * narrows them to a choice): the schema parses whatever was typed.
 */
export function resolverOf<TValues extends FieldValues, TData>(
  schema: z.ZodType<TData, FieldValues>,
): Resolver<TValues, unknown, TData> {
  const resolve = zodResolver(schema);
  const passed = (result: ResolverResult<FieldValues, TData>): result is ResolverSuccess<TData> =>
    Object.keys(result.errors).length === 0;
  return async (values, context, options) => {
    const result = await resolve(values, context, { ...options });
    // The errors again, keyed by this form's own field names (our forms are flat).
    return passed(result) ? result : { values: {}, errors: toNestErrors(result.errors, options) };
  };
}

/** The schema's first message per field for `values`; empty when they pass. */
export function schemaMessages(
  schema: z.ZodType<unknown, FieldValues>,
  values: unknown,
): Record<string, string> {
  const result = schema.safeParse(values);
  const messages: Record<string, string> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

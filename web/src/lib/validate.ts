import type { z } from 'zod';

/** Validates form values with a shared schema; returns the first message per field (empty when valid). */
export function validate<T extends z.ZodType>(
  schema: T,
  values: unknown,
): { data?: z.infer<T>; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { errors };
}

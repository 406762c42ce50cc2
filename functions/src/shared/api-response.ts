import { z } from './zod';

/** Failure body of every `/api` call (DESIGN §2): a message fit to show a person, optional field errors. */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** Turns zod issues into `{ field: [message] }`, keyed by the dotted path ("form" for the root). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'form';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

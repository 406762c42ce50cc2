import { z } from './zod';
import { contentConflictSchema } from './content/conflict-schema';

/** What a failure may tell the page besides its message, so it can act (sign in, verify, start over). */
export const failureDetailsSchema = z.object({
  requiresLogin: z.literal(true).optional(),
  requiresEmailVerification: z.literal(true).optional(),
  email: z.string().optional(),
  challengeExpired: z.literal(true).optional(),
  /** A content publish based on an older version than the published one. */
  conflict: contentConflictSchema.optional(),
});
export type FailureDetails = z.infer<typeof failureDetailsSchema>;

/** Failure body of every `/api` call: a message fit to show a person, optional field errors. */
export const apiFailureSchema = failureDetailsSchema.extend({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

/** A success that only has something to say. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** A success that stored something: `201` with the id of what was stored (the same on a replay). */
export const createdResponseSchema = messageResponseSchema.extend({ id: z.string() });
export type Created = z.infer<typeof createdResponseSchema>;

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

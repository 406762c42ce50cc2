import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';

/** Only an admin's own ID token (claim `admin` or role admin) gets past this; returns their uid. */
export function requireAdmin(request: CallableRequest, refusal: string): string {
  const token = request.auth?.token;
  if (!request.auth || !token) throw new HttpsError('unauthenticated', 'Please sign in.');
  if (token.admin !== true && token.role !== 'admin')
    throw new HttpsError('permission-denied', refusal);
  return request.auth.uid;
}

export function parseCallable<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? 'Invalid request.');
  }
  return result.data;
}

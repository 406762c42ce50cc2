import { HONEYPOT_FIELD } from '../shared/fields';

/** Splits the honeypot off a validated payload: filled means a bot. */
export function withoutHoneypot<T extends { [HONEYPOT_FIELD]?: string | undefined }>(
  payload: T,
): { data: Omit<T, typeof HONEYPOT_FIELD>; spam: boolean } {
  const { [HONEYPOT_FIELD]: trap, ...data } = payload;
  return { data, spam: Boolean(trap?.trim()) };
}

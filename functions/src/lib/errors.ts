import type { FailureDetails } from '../shared/api-response';

/**
 * What went wrong, in the words of the service that decided it. The HTTP API and the callables
 * each map these once (api/middleware/error-handler.ts, callables/callable.ts).
 */
export type DomainErrorKind =
  /** The input is wrong; `fieldErrors` say where. */
  | 'invalid'
  /** Nobody (valid) is signed in, or their credentials were refused. */
  | 'unauthenticated'
  /** Signed in, but not allowed to do this. */
  | 'forbidden'
  | 'not-found'
  /** Clashes with something that exists: a taken name, a reused key. */
  | 'conflict'
  /** The thing is not in a state that allows this, e.g. an endorsement already decided. */
  | 'failed-precondition'
  | 'rate-limited';

interface DomainErrorOptions {
  fieldErrors?: Record<string, string[]>;
  /** For `rate-limited`: when to try again. */
  retryAfterSeconds?: number;
  details?: FailureDetails;
}

/** A refusal whose message is fit to show a person. */
export class DomainError extends Error {
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly details: FailureDetails | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

/** Bad input in one field, with the message under that field too. */
export function invalidField(field: string, message: string): DomainError {
  return new DomainError('invalid', message, { fieldErrors: { [field]: [message] } });
}

/** A taken value in one field (a username, an email address). */
export function conflictingField(field: string, message: string): DomainError {
  return new DomainError('conflict', message, { fieldErrors: { [field]: [message] } });
}

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A wait as a person says it, rounded up so that trying again then works: "1 minute",
 * "15 minutes", "1 hour", "24 hours" (not "1440 minutes"), "3 days".
 */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.ceil(minutes / 60);
  if (hours <= 48) return plural(hours, 'hour');
  return plural(Math.ceil(hours / 24), 'day');
}

/**
 * `429` with `Retry-After` in seconds and a message that says, in words, when to try again,
 * e.g. "Too many sign-in attempts. Please try again in 15 minutes."
 */
export function rateLimited(
  retryAfterSeconds: number,
  reason = 'Too many attempts.',
  details?: FailureDetails,
): DomainError {
  return new DomainError(
    'rate-limited',
    `${reason} Please try again in ${waitInWords(retryAfterSeconds)}.`,
    {
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
      ...(details ? { details } : {}),
    },
  );
}

/** The `code` an SDK error carries (gRPC number from Firestore, `auth/...` string from Auth). */
export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/**
 * Firestore's gRPC codes: an `update()` of a document that does not exist, a `create()` of one
 * that does, a write whose `lastUpdateTime` precondition no longer holds.
 */
export const NOT_FOUND = 5;
export const ALREADY_EXISTS = 6;
export const FAILED_PRECONDITION = 9;

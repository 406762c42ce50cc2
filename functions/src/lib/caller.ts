/** Who is asking, as far as a service needs to know: what rate limits count, what makes a replay. */
export interface Caller {
  /** The visitor's address as per-address limits count it (api/client-address.ts). */
  ip: string;
  /** The caller's Idempotency-Key, if they sent one; without one every call is new. */
  idempotencyKey?: string | undefined;
}

/** A caller who may be signed in (booking and paying need no sign-in). */
export interface Visitor extends Caller {
  /** Their uid when there is a session. */
  uid: string | null;
}

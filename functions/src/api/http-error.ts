/**
 * A refusal of the HTTP exchange itself (unknown path, wrong method, a body too large or of the
 * wrong type, another site's origin, no App Check token): what services decide is a DomainError.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

import { ApiError } from '../api-client';
import { isRecord } from '../is-record';

/** What the forms say when the offline queue has kept a submission to send later. */
export const QUEUED_MESSAGE = "Saved. It will be sent when you're back online.";

/** The generic words for a failure in the page itself, not in the request. */
export const UNEXPECTED_FAILURE_MESSAGE = 'An unexpected error occurred. Please try again later.';

/** A submission that went through: delivered now (`sent`) or kept by the offline queue (`queued`). */
export interface Delivery {
  status: 'sent' | 'queued';
  /** The server's confirmation, or the queue's promise to send later. */
  message: string;
}

/** A submission that did not go through, described for the form that shows it. */
export interface Failure {
  status: 'failed';
  /**
   * `rejected`: the server answered with an error; `unreachable`: no answer (network);
   * `unexpected`: a fault in the page before or after the request.
   */
  cause: 'rejected' | 'unreachable' | 'unexpected';
  /** Fit to show: the form's own wording when it has one, else the error's message. */
  message: string;
  /** The server's own `message`, when it answered with a non-empty one. */
  serverMessage: string | undefined;
  /** The server's field errors, first message per field. */
  fieldErrors: Record<string, string>;
  /** What was thrown, for a form that reads more of the server's answer. */
  error: unknown;
}

export type Outcome = Delivery | Failure;

export const sent = (message: string): Delivery => ({ status: 'sent', message });

/** The server's `errors: { field: [message] }`, the first message per field. */
function firstFieldMessages({ body: { errors } }: ApiError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [field, messages] of Object.entries(isRecord(errors) ? errors : {})) {
    const first: unknown = Array.isArray(messages)
      ? messages.find((message) => typeof message === 'string')
      : undefined;
    if (typeof first === 'string') found[field] = first;
  }
  return found;
}

/** Classifies what a submission threw. */
export function failureOf(error: unknown): Failure {
  const answered = error instanceof ApiError ? error : undefined;
  const said = answered?.body.message;
  return {
    status: 'failed',
    cause: !answered ? 'unexpected' : answered.status === 0 ? 'unreachable' : 'rejected',
    message: error instanceof Error ? error.message : UNEXPECTED_FAILURE_MESSAGE,
    serverMessage: typeof said === 'string' && said.trim() ? said : undefined,
    fieldErrors: answered ? firstFieldMessages(answered) : {},
    error,
  };
}

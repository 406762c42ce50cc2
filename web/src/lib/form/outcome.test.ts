import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { failureOf } from './outcome';

describe('failureOf', () => {
  it("keeps the server's words and its first message per field", () => {
    const failure = failureOf(
      new ApiError(400, 'Please check the form.', {
        message: 'Please check the form.',
        errors: { email: ['Not deliverable.', 'Too long.'], form: [] },
      }),
    );
    expect(failure).toMatchObject({
      status: 'failed',
      cause: 'rejected',
      message: 'Please check the form.',
      serverMessage: 'Please check the form.',
      fieldErrors: { email: 'Not deliverable.' },
    });
  });

  it('has no server message when the answer carried none', () => {
    expect(failureOf(new ApiError(500, 'Request failed', {}))).toMatchObject({
      cause: 'rejected',
      message: 'Request failed',
      serverMessage: undefined,
    });
  });

  it('tells an unreachable server from a fault in the page', () => {
    expect(failureOf(new ApiError(0, 'Network error. Please try again.'))).toMatchObject({
      cause: 'unreachable',
      message: 'Network error. Please try again.',
    });
    expect(failureOf(new Error('Invalid response from server'))).toMatchObject({
      cause: 'unexpected',
      message: 'Invalid response from server',
    });
    expect(failureOf('odd')).toMatchObject({
      cause: 'unexpected',
      message: 'An unexpected error occurred. Please try again later.',
    });
  });
});

import {
  loginResponseSchema,
  registeredResponseSchema,
  signInLinkResponseSchema,
  type RegisterRequest,
  type SessionUser,
} from '@shared/auth';
import { messageResponseSchema } from '@shared/api-response';
import type { z } from '@shared/zod';
import { apiRequest, type AnswerSchema } from '@/lib/api-client';

export type SignedInResult = {
  kind: 'signed-in';
  user: SessionUser;
  customToken: string;
  message: string;
};

export type LoginResult =
  | SignedInResult
  | { kind: 'two-factor'; username: string; challenge: string }
  /** The account is under attack: the sign-in finishes from a link mailed to its address. */
  | { kind: 'email-link'; message: string };

/** What a sign-in link leads to: it never asks for another link. */
export type LinkResult = Exclude<LoginResult, { kind: 'email-link' }>;

function toResult(body: z.output<typeof signInLinkResponseSchema>): LinkResult;
function toResult(body: z.output<typeof loginResponseSchema>): LoginResult;
function toResult(body: z.output<typeof loginResponseSchema>): LoginResult {
  if ('requires2FA' in body) {
    return { kind: 'two-factor', username: body.username, challenge: body.challenge };
  }
  if ('requiresEmailLink' in body) return { kind: 'email-link', message: body.message };
  const { user, customToken, message } = body;
  return { kind: 'signed-in', user, customToken, message };
}

const post = <T>(path: string, answer: AnswerSchema<T>, json: unknown): Promise<T> =>
  apiRequest(path, answer, { method: 'POST', json });

export const login = async (username: string, password: string): Promise<LoginResult> =>
  toResult(await post('/api/login', loginResponseSchema, { username, password }));

/** Finishes a sign-in with the code of a mailed sign-in link. */
export const completeSignInLink = async (code: string): Promise<LinkResult> =>
  toResult(await post('/api/login/link', signInLinkResponseSchema, { code }));

export const verifyTwoFactor = async (
  username: string,
  code: string,
  challenge: string,
): Promise<LoginResult> =>
  toResult(await post('/api/2fa/verify-login', loginResponseSchema, { username, code, challenge }));

export const register = async (input: Omit<RegisterRequest, 'displayName'>): Promise<string> =>
  (await post('/api/register', registeredResponseSchema, input)).message;

const messageCall = async (path: string, json: unknown): Promise<string> =>
  (await post(path, messageResponseSchema, json)).message;

export const resendVerification = (email: string) =>
  messageCall('/api/resend-verification', { email });
export const forgotPassword = (email: string) => messageCall('/api/forgot-password', { email });
export const resetPassword = (token: string, newPassword: string) =>
  messageCall('/api/reset-password', { token, newPassword });
export const verifyEmail = (code: string) => messageCall('/api/verify-email', { code });

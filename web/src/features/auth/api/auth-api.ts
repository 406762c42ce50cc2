import {
  loginResponseSchema,
  registeredResponseSchema,
  signInLinkResponseSchema,
  type SessionUser,
} from '@shared/auth';
import { messageResponseSchema } from '@shared/api-response';
import type { z } from '@shared/zod';
import { apiRequest } from '@/lib/api-client';

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
  return {
    kind: 'signed-in',
    user: body.user,
    customToken: body.customToken,
    message: body.message,
  };
}

export async function login(username: string, password: string): Promise<LoginResult> {
  return toResult(
    await apiRequest('/api/login', loginResponseSchema, {
      method: 'POST',
      json: { username, password },
    }),
  );
}

/** Finishes a sign-in with the code of a mailed sign-in link. */
export async function completeSignInLink(code: string): Promise<LinkResult> {
  return toResult(
    await apiRequest('/api/login/link', signInLinkResponseSchema, {
      method: 'POST',
      json: { code },
    }),
  );
}

export async function verifyTwoFactor(
  username: string,
  code: string,
  challenge: string,
): Promise<LoginResult> {
  return toResult(
    await apiRequest('/api/2fa/verify-login', loginResponseSchema, {
      method: 'POST',
      json: { username, code, challenge },
    }),
  );
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  role: 'general_user' | 'business_associate';
}

export async function register(input: RegisterInput): Promise<string> {
  const body = await apiRequest('/api/register', registeredResponseSchema, {
    method: 'POST',
    json: input,
  });
  return body.message;
}

async function messageCall(path: string, json: unknown): Promise<string> {
  const body = await apiRequest(path, messageResponseSchema, { method: 'POST', json });
  return body.message;
}

export const resendVerification = (email: string) =>
  messageCall('/api/resend-verification', { email });
export const forgotPassword = (email: string) => messageCall('/api/forgot-password', { email });
export const resetPassword = (token: string, newPassword: string) =>
  messageCall('/api/reset-password', { token, newPassword });
export const verifyEmail = (code: string) => messageCall('/api/verify-email', { code });

import { loginResponseSchema, registeredResponseSchema, type SessionUser } from '@shared/auth';
import { messageResponseSchema } from '@shared/api-response';
import type { z } from '@shared/zod';
import { apiRequest } from '@/lib/api-client';

export type LoginResult =
  | { kind: 'signed-in'; user: SessionUser; customToken: string; message: string }
  | { kind: 'two-factor'; username: string; challenge: string };

function toResult(body: z.output<typeof loginResponseSchema>): LoginResult {
  if ('requires2FA' in body) {
    return { kind: 'two-factor', username: body.username, challenge: body.challenge };
  }
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

/** Signs the browser's Firebase SDK in with the session's custom token, loading Firebase only now. */
export async function connectBrowserSession(customToken: string): Promise<void> {
  const { signInBrowser } = await import('@/lib/firebase-client');
  await signInBrowser(customToken);
}

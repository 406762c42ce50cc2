import type { SessionUser } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

export type LoginResult =
  | { kind: 'signed-in'; user: SessionUser; customToken: string; message: string }
  | { kind: 'two-factor'; username: string; challenge: string };

interface LoginBody {
  user?: SessionUser;
  customToken?: string;
  requires2FA?: boolean;
  message?: string;
  username?: string;
  challenge?: string;
}

function toResult(body: LoginBody): LoginResult {
  if (body.requires2FA || body.message === '2FA_REQUIRED') {
    return { kind: 'two-factor', username: body.username ?? '', challenge: body.challenge ?? '' };
  }
  if (!body.user || !body.customToken) throw new Error('Invalid response from server');
  return {
    kind: 'signed-in',
    user: body.user,
    customToken: body.customToken,
    message: body.message ?? 'Login successful',
  };
}

export async function login(username: string, password: string): Promise<LoginResult> {
  return toResult(
    await apiRequest<LoginBody>('/api/login', { method: 'POST', json: { username, password } }),
  );
}

export async function verifyTwoFactor(
  username: string,
  code: string,
  challenge: string,
): Promise<LoginResult> {
  return toResult(
    await apiRequest<LoginBody>('/api/2fa/verify-login', {
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
  const body = await apiRequest<{ message?: string }>('/api/register', {
    method: 'POST',
    json: input,
  });
  return body.message ?? 'Registration successful. Please check your email to verify your account.';
}

async function messageCall(path: string, json: unknown, fallback: string): Promise<string> {
  const body = await apiRequest<{ message?: string }>(path, { method: 'POST', json });
  return body.message ?? fallback;
}

export const resendVerification = (email: string) =>
  messageCall('/api/resend-verification', { email }, 'Verification email sent');
export const forgotPassword = (email: string) =>
  messageCall('/api/forgot-password', { email }, 'Password reset email sent');
export const resetPassword = (token: string, newPassword: string) =>
  messageCall('/api/reset-password', { token, newPassword }, 'Password reset successful');
export const verifyEmail = (code: string) =>
  messageCall('/api/verify-email', { code }, 'Your email is verified.');

/** Signs the browser's Firebase SDK in with the session's custom token, loading Firebase only now. */
export async function connectBrowserSession(customToken: string): Promise<void> {
  const { signInBrowser } = await import('@/lib/firebase-client');
  await signInBrowser(customToken);
}

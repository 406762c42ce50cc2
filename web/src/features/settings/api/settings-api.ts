import { passwordChangedResponseSchema, profileUpdatedResponseSchema } from '@shared/auth';
import { messageResponseSchema } from '@shared/api-response';
import {
  twoFactorEnabledResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '@shared/two-factor';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

export const updateProfile = (input: { displayName?: string; username?: string }) =>
  apiRequest('/api/profile', profileUpdatedResponseSchema, { method: 'POST', json: input });

export const changeEmail = (newEmail: string, password: string) =>
  apiRequest('/api/change-email', messageResponseSchema, {
    method: 'POST',
    json: { newEmail, password },
  });

/**
 * Changes the password. The server ends every session, this one too, and answers with a new one:
 * the browser's Firebase session moves to it, or Firestore would refuse the old one's token.
 */
export async function changePassword(currentPassword: string, newPassword: string) {
  const answer = await apiRequest('/api/change-password', passwordChangedResponseSchema, {
    method: 'POST',
    json: { currentPassword, newPassword },
  });
  // Should this fail (a network blip), Firestore refuses the old session's ID token until it
  // expires (within the hour); its refresh token is revoked, so the next signed-in page then
  // fetches a token for the new session. The password change itself has succeeded either way.
  await import('@/lib/firebase-auth')
    .then(({ signInBrowser }) => signInBrowser(answer.customToken))
    .catch(() => undefined);
  return answer;
}

export const logoutEverywhere = () =>
  apiRequest('/api/logout-everywhere', messageResponseSchema, { method: 'POST' });

export const twoFactorStatusQuery = () => ({
  queryKey: settingsKeys.twoFactor(),
  queryFn: () => apiRequest('/api/2fa/status', twoFactorStatusResponseSchema),
});

export const beginTwoFactorSetup = () =>
  apiRequest('/api/2fa/setup', twoFactorSetupResponseSchema, { method: 'POST' });

export const enableTwoFactor = (code: string) =>
  apiRequest('/api/2fa/enable', twoFactorEnabledResponseSchema, {
    method: 'POST',
    json: { code },
  });

export const disableTwoFactor = (code: string) =>
  apiRequest('/api/2fa/disable', messageResponseSchema, { method: 'POST', json: { code } });

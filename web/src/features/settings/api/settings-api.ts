import { passwordChangedResponseSchema, profileUpdatedResponseSchema } from '@shared/auth';
import { messageResponseSchema } from '@shared/api-response';
import {
  twoFactorEnabledResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '@shared/two-factor';
import { apiRequest } from '@/lib/api-client';

export const updateProfile = (input: { displayName?: string; username?: string }) =>
  apiRequest('/api/profile', profileUpdatedResponseSchema, { method: 'POST', json: input });

export const changeEmail = (newEmail: string, password: string) =>
  apiRequest('/api/change-email', messageResponseSchema, {
    method: 'POST',
    json: { newEmail, password },
  });

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiRequest('/api/change-password', passwordChangedResponseSchema, {
    method: 'POST',
    json: { currentPassword, newPassword },
  });

export const logoutEverywhere = () =>
  apiRequest('/api/logout-everywhere', messageResponseSchema, { method: 'POST' });

export const twoFactorStatus = () => apiRequest('/api/2fa/status', twoFactorStatusResponseSchema);

export const beginTwoFactorSetup = () =>
  apiRequest('/api/2fa/setup', twoFactorSetupResponseSchema, { method: 'POST' });

export const enableTwoFactor = (code: string) =>
  apiRequest('/api/2fa/enable', twoFactorEnabledResponseSchema, {
    method: 'POST',
    json: { code },
  });

export const disableTwoFactor = (code: string) =>
  apiRequest('/api/2fa/disable', messageResponseSchema, { method: 'POST', json: { code } });

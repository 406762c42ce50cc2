import type { SessionUser } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

export const updateProfile = (input: { displayName?: string; username?: string }) =>
  apiRequest<{ message: string; user?: SessionUser }>('/api/profile', {
    method: 'POST',
    json: input,
  });

export const changeEmail = (newEmail: string, password: string) =>
  apiRequest<{ message: string }>('/api/change-email', {
    method: 'POST',
    json: { newEmail, password },
  });

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiRequest<{ message: string; customToken: string }>('/api/change-password', {
    method: 'POST',
    json: { currentPassword, newPassword },
  });

export const logoutEverywhere = () =>
  apiRequest<{ message: string }>('/api/logout-everywhere', { method: 'POST' });

export const twoFactorStatus = () =>
  apiRequest<{ enabled: boolean; recoveryCodesLeft: number }>('/api/2fa/status');

export const beginTwoFactorSetup = () =>
  apiRequest<{ secret: string; otpauthUrl: string; qrCodeDataUrl: string }>('/api/2fa/setup', {
    method: 'POST',
  });

export const enableTwoFactor = (code: string) =>
  apiRequest<{ message: string; recoveryCodes: string[] }>('/api/2fa/enable', {
    method: 'POST',
    json: { code },
  });

export const disableTwoFactor = (code: string) =>
  apiRequest<{ message: string }>('/api/2fa/disable', { method: 'POST', json: { code } });

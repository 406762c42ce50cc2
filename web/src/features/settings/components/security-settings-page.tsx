import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from '@shared/zod';
import { passwordSchema } from '@shared/auth';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { paths } from '@/config/paths';
import { failureOf, sent } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { refreshSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { changePassword, logoutEverywhere } from '../api/settings-api';
import { SettingsForm } from './settings-form';
import { SettingsPage } from './settings-page';
import { TwoFactorSection } from './two-factor-section';

const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

const PASSWORD_FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

function ChangePasswordForm() {
  const form = useFormEngine({
    schema: passwordFormSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    errorsOnEdit: 'keep',
    resetAfterDelivery: true,
    action: async ({ currentPassword, newPassword }) =>
      sent((await changePassword(currentPassword, newPassword)).message),
  });

  return (
    <SettingsForm form={form} title="Change password" submit="Change password" busyText="Saving...">
      {PASSWORD_FIELDS.map((field) => (
        <FormTextField
          key={field.name}
          control={form.control}
          type="password"
          hint=" "
          {...field}
        />
      ))}
    </SettingsForm>
  );
}

function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const confirm = async (): Promise<void> => {
    try {
      const { message } = await logoutEverywhere();
      toast({ title: 'Logged out', description: message });
      await refreshSession();
      void navigate(paths.auth);
    } catch (error) {
      toast({
        title: 'Logout failed',
        description: failureOf(error).message,
        variant: 'destructive',
      });
    } finally {
      setOpen(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h6" component="h2">
        Sessions
      </Typography>
      <Typography color="text.secondary">
        Signed in on a shared or lost device? End every session, including this one.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Sign out everywhere
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Sign out on every device?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            You will need your password (and code) to sign in again everywhere.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button color="error" onClick={() => void confirm()}>
            Sign out everywhere
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

export function SecuritySettingsPage() {
  return <SettingsPage sections={[ChangePasswordForm, TwoFactorSection, SignOutEverywhere]} />;
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from '@shared/zod';
import { passwordSchema } from '@shared/auth';
import { PageContainer } from '@/components/ui/page-container';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { refreshSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { changePassword, logoutEverywhere } from '../api/settings-api';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormResult, failure } from './form-result';
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

function ChangePasswordForm() {
  const form = useSettingsForm(
    passwordFormSchema,
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    async (data) => ({
      message: (await changePassword(data.currentPassword, data.newPassword)).message,
      clear: true,
    }),
  );
  const field = (
    name: 'currentPassword' | 'newPassword' | 'confirmPassword',
    label: string,
    autoComplete: string,
  ) => (
    <TextField label={label} type="password" autoComplete={autoComplete} {...form.field(name)} />
  );

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Change password"
    >
      <Typography variant="h6" component="h2">
        Change password
      </Typography>
      <FormResult result={form.result} />
      {field('currentPassword', 'Current password', 'current-password')}
      {field('newPassword', 'New password', 'new-password')}
      {field('confirmPassword', 'Confirm new password', 'new-password')}
      <Button
        type="submit"
        variant="contained"
        disabled={form.busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {form.busy ? 'Saving...' : 'Change password'}
      </Button>
    </Stack>
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
        description: failure(error).message,
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
  return (
    <PageContainer title="Security settings">
      <SectionCard>
        <ChangePasswordForm />
      </SectionCard>
      <SectionCard>
        <TwoFactorSection />
      </SectionCard>
      <SectionCard>
        <SignOutEverywhere />
      </SectionCard>
    </PageContainer>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { changeEmailRequestSchema, updateProfileRequestSchema } from '@shared/auth';
import { PageContainer } from '@/components/ui/page-container';
import { SectionCard } from '@/components/ui/section-card';
import { refreshSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSessionUser } from '@/lib/use-session-user';
import { changeEmail, updateProfile } from '../api/settings-api';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormResult } from './form-result';

function ProfileForm() {
  const user = useSessionUser();
  const form = useSettingsForm(
    updateProfileRequestSchema,
    { displayName: user.displayName, username: user.username },
    async (data) => {
      const { message } = await updateProfile(data);
      toast({ title: 'Profile updated' });
      await refreshSession();
      return { message };
    },
  );

  return (
    <Stack component="form" spacing={1} onSubmit={form.onSubmit} noValidate aria-label="Profile">
      <Typography variant="h6" component="h2">
        Profile
      </Typography>
      <FormResult result={form.result} />
      <TextField
        label="Display name"
        {...form.field('displayName', 'How your name appears on the site.')}
      />
      <TextField
        label="Username"
        autoComplete="username"
        {...form.field('username', 'You can sign in with it. It must be unique.')}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={form.busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {form.busy ? 'Saving...' : 'Save profile'}
      </Button>
    </Stack>
  );
}

function EmailForm() {
  const user = useSessionUser();
  const form = useSettingsForm(
    changeEmailRequestSchema,
    { newEmail: '', password: '' },
    async (data) => {
      const { message } = await changeEmail(data.newEmail, data.password);
      await refreshSession();
      return { message, clear: true };
    },
  );

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Email address"
    >
      <Typography variant="h6" component="h2">
        Email address
      </Typography>
      <Typography color="text.secondary">
        Currently <strong>{user.email}</strong>. A new address must be verified before you can use
        the settings pages again.
      </Typography>
      <FormResult result={form.result} />
      <TextField label="New email" type="email" autoComplete="email" {...form.field('newEmail')} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.field('password', 'To confirm it is you.')}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={form.busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {form.busy ? 'Changing...' : 'Change email'}
      </Button>
    </Stack>
  );
}

export function ProfileSettingsPage() {
  return (
    <PageContainer title="Profile settings">
      <SectionCard>
        <ProfileForm />
      </SectionCard>
      <SectionCard>
        <EmailForm />
      </SectionCard>
    </PageContainer>
  );
}

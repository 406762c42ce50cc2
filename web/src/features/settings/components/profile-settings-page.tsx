import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { changeEmailRequestSchema, updateProfileRequestSchema } from '@shared/auth';
import { PageContainer } from '@/components/ui/page-container';
import { refreshSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSessionUser } from '@/lib/use-session-user';
import { validate } from '@/lib/validate';
import { changeEmail, updateProfile } from '../api/settings-api';
import { FormResult, failure, type Result } from './form-result';

function ProfileForm() {
  const user = useSessionUser();
  const [values, setValues] = useState({ displayName: user.displayName, username: user.username });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const { data, errors: found } = validate(updateProfileRequestSchema, values);
    setErrors(found);
    if (!data) return;
    setBusy(true);
    try {
      const { message } = await updateProfile(data);
      setResult({ ok: true, message });
      toast({ title: 'Profile updated' });
      await refreshSession();
    } catch (error) {
      setResult(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Profile"
    >
      <Typography variant="h6" component="h2">
        Profile
      </Typography>
      <FormResult result={result} />
      <TextField
        label="Display name"
        value={values.displayName}
        onChange={(event) => setValues({ ...values, displayName: event.target.value })}
        error={Boolean(errors.displayName)}
        helperText={errors.displayName ?? 'How your name appears on the site.'}
      />
      <TextField
        label="Username"
        value={values.username}
        onChange={(event) => setValues({ ...values, username: event.target.value })}
        error={Boolean(errors.username)}
        helperText={errors.username ?? 'You can sign in with it. It must be unique.'}
        autoComplete="username"
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Saving...' : 'Save profile'}
      </Button>
    </Stack>
  );
}

function EmailForm() {
  const user = useSessionUser();
  const [values, setValues] = useState({ newEmail: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const { data, errors: found } = validate(changeEmailRequestSchema, values);
    setErrors(found);
    if (!data) return;
    setBusy(true);
    try {
      const { message } = await changeEmail(data.newEmail, data.password);
      setResult({ ok: true, message });
      setValues({ newEmail: '', password: '' });
      await refreshSession();
    } catch (error) {
      setResult(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => void submit(event)}
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
      <FormResult result={result} />
      <TextField
        label="New email"
        type="email"
        value={values.newEmail}
        onChange={(event) => setValues({ ...values, newEmail: event.target.value })}
        error={Boolean(errors.newEmail)}
        helperText={errors.newEmail ?? ' '}
        autoComplete="email"
      />
      <TextField
        label="Current password"
        type="password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        error={Boolean(errors.password)}
        helperText={errors.password ?? 'To confirm it is you.'}
        autoComplete="current-password"
      />
      <Button type="submit" variant="outlined" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Changing...' : 'Change email'}
      </Button>
    </Stack>
  );
}

export function ProfileSettingsPage() {
  return (
    <PageContainer title="Profile settings">
      <Card variant="outlined">
        <CardContent>
          <ProfileForm />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <EmailForm />
        </CardContent>
      </Card>
    </PageContainer>
  );
}

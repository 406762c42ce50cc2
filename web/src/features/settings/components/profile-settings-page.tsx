import Typography from '@mui/material/Typography';
import { changeEmailRequestSchema, updateProfileRequestSchema } from '@shared/auth';
import { FormEmailField } from '@/components/ui/form/form-email-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { sent } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { refreshSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSessionUser } from '@/lib/use-session-user';
import { changeEmail, updateProfile } from '../api/settings-api';
import { SettingsForm } from './settings-form';
import { SettingsPage } from './settings-page';

function ProfileForm() {
  const user = useSessionUser();
  const form = useFormEngine({
    schema: updateProfileRequestSchema,
    defaultValues: { displayName: user.displayName, username: user.username },
    errorsOnEdit: 'keep',
    action: async (profile) => {
      const { message } = await updateProfile(profile);
      toast({ title: 'Profile updated' });
      await refreshSession();
      return sent(message);
    },
  });

  return (
    <SettingsForm form={form} title="Profile" submit="Save profile" busyText="Saving...">
      <FormTextField
        control={form.control}
        name="displayName"
        label="Display name"
        hint="How your name appears on the site."
      />
      <FormTextField
        control={form.control}
        name="username"
        label="Username"
        autoComplete="username"
        hint="You can sign in with it. It must be unique."
      />
    </SettingsForm>
  );
}

function EmailForm() {
  const user = useSessionUser();
  const form = useFormEngine({
    schema: changeEmailRequestSchema,
    defaultValues: { newEmail: '', password: '' },
    errorsOnEdit: 'keep',
    resetAfterDelivery: true,
    action: async ({ newEmail, password }) => {
      const { message } = await changeEmail(newEmail, password);
      await refreshSession();
      return sent(message);
    },
  });

  return (
    <SettingsForm
      form={form}
      title="Email address"
      submit="Change email"
      busyText="Changing..."
      variant="outlined"
      intro={
        <Typography color="text.secondary">
          Currently <strong>{user.email}</strong>. A new address must be verified before you can use
          the settings pages again.
        </Typography>
      }
    >
      <FormEmailField control={form.control} name="newEmail" label="New email" hint=" " />
      <FormTextField
        control={form.control}
        name="password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="To confirm it is you."
      />
    </SettingsForm>
  );
}

export function ProfileSettingsPage() {
  return <SettingsPage sections={[ProfileForm, EmailForm]} />;
}

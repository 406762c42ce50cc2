import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { useWatch } from 'react-hook-form';
import { registerFormSchema } from '@shared/auth';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormRadioGroup } from '@/components/ui/form/form-radio-group';
import { FormEmailField } from '@/components/ui/form/form-email-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { sent } from '@/lib/form/outcome';
import { useFormEngine } from '@/lib/form/use-form-engine';
import { toast } from '@/lib/toast';
import { register } from '../api/auth-api';

export function RegisterForm({
  onRegistered,
}: {
  onRegistered: (email: string, message: string) => void;
}) {
  const form = useFormEngine({
    schema: registerFormSchema,
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      role: 'general_user',
    },
    errorsOnEdit: 'keep',
    action: async ({ username, email, password, role }) =>
      sent(await register({ username, email, password, role })),
    failureToast: 'Registration failed',
    onOutcome: (outcome, { email }) => {
      if (outcome.status === 'failed') return;
      toast({ title: 'Registration successful', description: outcome.message, duration: 5000 });
      onRegistered(email, outcome.message);
    },
  });
  const { control } = form;
  const role = useWatch({ control, name: 'role' });

  return (
    <Form form={form} spacing={1} aria-label="Register">
      <FormAlert failed />
      <FormRadioGroup
        control={control}
        name="role"
        legend="Account type"
        hint={
          role === 'business_associate'
            ? 'Use your business email address — free email providers such as Gmail are not accepted.'
            : undefined
        }
      >
        <FormControlLabel value="general_user" control={<Radio />} label="Personal Account" />
        <FormControlLabel
          value="business_associate"
          control={<Radio />}
          label="Business Associate"
        />
      </FormRadioGroup>
      <FormTextField
        control={control}
        name="username"
        label="Username"
        autoComplete="username"
        required
        hint=" "
      />
      <FormEmailField control={control} name="email" required hint=" " />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint=" "
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        hint=" "
      />
      <SubmitButton size="large" busyText="Creating account...">
        Create Account
      </SubmitButton>
    </Form>
  );
}

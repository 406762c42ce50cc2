import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { registerFormSchema } from '@shared/auth';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { validate } from '@/lib/validate';
import { register, type RegisterInput } from '../api/auth-api';

const EMPTY = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: 'general_user' as RegisterInput['role'],
};

export function RegisterForm({
  onRegistered,
}: {
  onRegistered: (email: string, message: string) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
  });

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setFormError(null);
    const { data, errors: found } = validate(registerFormSchema, values);
    setErrors(found);
    if (!data) return;
    setBusy(true);
    try {
      const message = await register({
        username: data.username,
        email: data.email,
        password: data.password,
        role: data.role,
      });
      toast({ title: 'Registration successful', description: message, duration: 5000 });
      onRegistered(data.email, message);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : 'Registration failed';
      if (caught instanceof ApiError) {
        setErrors(
          Object.fromEntries(
            Object.entries(caught.fieldErrors()).map(([key, list]) => [key, list[0] ?? '']),
          ),
        );
      }
      setFormError(message);
      toast({ title: 'Registration failed', description: message, variant: 'destructive' });
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
      aria-label="Register"
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormControl>
        <FormLabel id="account-type">Account type</FormLabel>
        <RadioGroup
          aria-labelledby="account-type"
          value={values.role}
          onChange={(event) =>
            setValues({ ...values, role: event.target.value as RegisterInput['role'] })
          }
        >
          <FormControlLabel value="general_user" control={<Radio />} label="Personal Account" />
          <FormControlLabel
            value="business_associate"
            control={<Radio />}
            label="Business Associate"
          />
        </RadioGroup>
        {values.role === 'business_associate' && (
          <FormHelperText>
            Use your business email address — free email providers such as Gmail are not accepted.
          </FormHelperText>
        )}
      </FormControl>
      <TextField label="Username" autoComplete="username" required {...field('username')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        {...field('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </Stack>
  );
}

import { useRef, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Box, Checkbox, FormControlLabel, Link, Stack, TextField } from '@mui/material';
import { SubmitButton } from '../../../components/ui/submit-button';
import { msg, type AuthMessageKey as MessageKey } from '@circles/shared/messages/auth';
import { runtimeConfig } from '../../../config/runtime-config';
import { useRegisterForm } from '../hooks/use-register-form';
import type { RegisterField } from '../utils/registration';
import { LetterOfInformation } from './letter-of-information';
import { PasswordField } from './password-field';

const LABELS: Record<RegisterField, MessageKey> = {
  name: 'auth.register.name',
  city: 'auth.register.city',
  postalCode: 'auth.register.postalCode',
  email: 'auth.register.email',
  phone: 'auth.register.phone',
  password: 'auth.register.password',
  confirmPassword: 'auth.register.confirmPassword',
};

const AUTOCOMPLETE: Record<RegisterField, string> = {
  name: 'name',
  city: 'address-level2',
  postalCode: 'postal-code',
  email: 'email',
  phone: 'tel',
  password: 'new-password',
  confirmPassword: 'new-password',
};

/**
 * The self-registration form (spec 000 §2 Register, §5, §8): errors under the fields, the letter of
 * information, the agreement box that enables Register, and the success alert back to '/'.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const inputs = useRef<Partial<Record<RegisterField, HTMLInputElement | null>>>({});
  const form = useRegisterForm(() => {
    window.alert(msg('auth.register.success'));
    void navigate('/', { replace: true });
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await form.submit();
    if (problem) inputs.current[problem]?.focus();
  };

  const field = (name: RegisterField, extra: { required?: boolean; type?: string } = {}) => {
    const common = {
      id: `register-${name}`,
      name,
      label: msg(LABELS[name]),
      value: form.values[name],
      onChange: (event: { target: { value: string } }) => form.change(name, event.target.value),
      onBlur: () => form.blur(name),
      error: Boolean(form.errors[name]),
      // A blank helper line keeps the layout still when an error appears on blur, so a click that
      // caused the blur still lands on what was under the pointer.
      helperText: form.errors[name] ?? ' ',
      autoComplete: AUTOCOMPLETE[name],
      slotProps: { formHelperText: { 'aria-live': 'polite' as const } },
      required: extra.required ?? false,
      fullWidth: true,
      inputRef: (el: HTMLInputElement | null) => {
        inputs.current[name] = el;
      },
    };
    return name === 'password' || name === 'confirmPassword' ? (
      <PasswordField {...common} />
    ) : (
      <TextField {...common} type={extra.type ?? 'text'} />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={1}>
        {field('name', { required: true })}
        {field('city')}
        {field('postalCode')}
        {field('email', { type: 'email' })}
        {field('phone', { type: 'tel' })}
        {field('password', { required: true })}
        {field('confirmPassword', { required: true })}
        <LetterOfInformation contactEmail={runtimeConfig().connectorEmail} />
        <FormControlLabel
          control={
            <Checkbox checked={form.agreed} onChange={(event) => form.setAgreed(event.target.checked)} />
          }
          label={msg('auth.register.agree')}
        />
        <div aria-live="assertive">
          {form.formError && (
            <Alert severity="error" role="alert">
              {form.formError}
            </Alert>
          )}
        </div>
        <SubmitButton busy={form.submitting} disabled={!form.agreed}>
          {msg('auth.register.submit')}
        </SubmitButton>
        <Link component={RouterLink} to="/" align="center">
          {msg('auth.register.loginLink')}
        </Link>
      </Stack>
    </Box>
  );
}

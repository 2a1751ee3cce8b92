import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Checkbox, FormControlLabel, Link, Stack } from '@mui/material';
import { msg } from '@circles/shared/messages/auth';
import { FormError } from '../../../components/ui/form/form-error';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { runtimeConfig } from '../../../config/runtime-config';
import { useRegisterForm } from '../hooks/use-register-form';
import { REGISTER_FIELDS, typedValue } from '../utils/registration';
import { LetterOfInformation } from './letter-of-information';
import { PasswordField } from '../../../components/ui/form/password-field';

/**
 * The self-registration form (spec 000 §2 Register, §5, §8) on the form kit, its fields from the one
 * list in utils/registration.ts: errors under the fields, the letter of information, the agreement
 * box that enables Register, and the success alert back to '/'.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const { form, agreed, setAgreed, submit } = useRegisterForm(() => {
    window.alert(msg('auth.register.success'));
    void navigate('/', { replace: true });
  });
  const { control, formState } = form;

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={1}>
        {REGISTER_FIELDS.map((field) => (
          <FormTextField
            key={field.name}
            control={control}
            name={field.name}
            id={`register-${field.name}`}
            label={msg(field.label)}
            autoComplete={field.autoComplete}
            required={'required' in field}
            transform={(value) => typedValue(field.name, value)}
            deps={'deps' in field ? [...field.deps] : undefined}
            fullWidth
            {...(field.type === 'password' ? { as: PasswordField } : { type: field.type })}
          />
        ))}
        <LetterOfInformation contactEmail={runtimeConfig().connectorEmail} />
        <FormControlLabel
          control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
          label={msg('auth.register.agree')}
        />
        <FormError errors={formState.errors} />
        <SubmitButton busy={formState.isSubmitting} disabled={!agreed}>
          {msg('auth.register.submit')}
        </SubmitButton>
        <Link component={RouterLink} to="/" align="center">
          {msg('auth.register.loginLink')}
        </Link>
      </Stack>
    </Box>
  );
}

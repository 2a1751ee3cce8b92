import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Link, Stack, TextField } from '@mui/material';
import { SubmitButton } from '../../../components/ui/submit-button';
import { msg, type AuthMessageKey as MessageKey } from '@circles/shared/messages/auth';
import { normaliseEmail } from '@circles/shared/rules/contact';
import { loginIdentifierRule, loginPasswordRule } from '@circles/shared/rules/forms';
import { SignInError, type SignInFailure } from '../../../lib/auth/auth-client';
import { useSession } from '../../../lib/auth/session-context';
import { PasswordField } from './password-field';

const FAILURE_TEXT: Record<SignInFailure, MessageKey> = {
  incorrect: 'auth.login.incorrect',
  refused: 'auth.login.incorrectOrDisabled',
  server: 'auth.login.serverProblem',
};

interface LoginErrors {
  identifier?: string;
  password?: string;
}

/**
 * The sign-in form (spec 000 §2 Login, §4 Login, §5, §8): field errors under the fields, the button
 * disabled with a spinner while authenticating, and the spec's failure texts announced as alerts.
 */
export function LoginForm() {
  const { login } = useSession();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: LoginErrors = {};
    const identifierError = loginIdentifierRule(identifier);
    const passwordError = loginPasswordRule(password);
    if (identifierError) found.identifier = identifierError;
    if (passwordError) found.password = passwordError;
    setErrors(found);
    setFailure(null);
    if (found.identifier) return identifierRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      await login(identifier, password);
    } catch (error) {
      setFailure(FAILURE_TEXT[error instanceof SignInError ? error.kind : 'server']);
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <TextField
          id="login-identifier"
          label={msg('auth.login.emailOrPhone')}
          value={identifier}
          onChange={(event) => {
            setIdentifier(normaliseEmail(event.target.value));
            if (errors.identifier) setErrors((e) => ({ ...e, identifier: undefined }));
          }}
          autoComplete="username"
          inputRef={identifierRef}
          error={Boolean(errors.identifier)}
          helperText={errors.identifier}
          slotProps={{ formHelperText: { role: 'alert' } }}
          required
          fullWidth
        />
        <PasswordField
          id="login-password"
          label={msg('auth.login.password')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors((e) => ({ ...e, password: undefined }));
          }}
          autoComplete="current-password"
          inputRef={passwordRef}
          error={Boolean(errors.password)}
          helperText={errors.password}
          slotProps={{ formHelperText: { role: 'alert' } }}
          required
          fullWidth
        />
        <div aria-live="assertive">
          {failure && (
            <Alert severity="error" role="alert">
              {msg(failure)}
            </Alert>
          )}
        </div>
        <SubmitButton busy={busy}>{msg('auth.login.signIn')}</SubmitButton>
        <Link component={RouterLink} to="/register" align="center">
          {msg('auth.login.registerLink')}
        </Link>
      </Stack>
    </Box>
  );
}

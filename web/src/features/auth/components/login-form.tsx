import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Box, CircularProgress, Link, Stack } from '@mui/material';
import { msg, type AuthMessageKey as MessageKey } from '@circles/shared/messages/auth';
import { loginIdentifierRule, loginPasswordRule } from '@circles/shared/rules/forms';
import { FORM_ERROR } from '../../../components/ui/form/form-error';
import { rulesResolver } from '../../../components/ui/form/rules-resolver';
import { SignInError, type SignInFailure } from '../../../lib/auth/auth-client';
import type { SecondStep } from '../../../lib/auth/second-step';
import { useSession } from '../../../lib/auth/session-context';
import { PartnerSignIn } from './partner-sign-in';
import { SignInFields } from './sign-in-fields';

const FAILURE_TEXT: Record<SignInFailure, MessageKey> = {
  incorrect: 'auth.login.incorrect',
  refused: 'auth.login.incorrectOrDisabled',
  server: 'auth.login.serverProblem',
  wrongCode: 'auth.mfa.wrongCode',
  expired: 'auth.mfa.sessionExpired',
};

// The second step (issue 21) is its own chunk: the sign-in screen's first load stays as it was.
const loadSecondStep = () => import('./second-step-form');
const SecondStepForm = lazy(loadSecondStep);

interface LoginValues {
  identifier: string;
  password: string;
}

// The shared rules without zod: the sign-in screen is the first load and stays small.
const resolver = rulesResolver<LoginValues>((values) => ({
  identifier: loginIdentifierRule(values.identifier),
  password: loginPasswordRule(values.password),
}));

/**
 * The sign-in form (spec 000 §2 Login, §4 Login, §5, §8) on the form kit: field errors under the
 * fields, the button disabled with a spinner while authenticating, and the spec's failure texts
 * announced as alerts; what was typed stays after a failure. An account with a second factor then
 * answers its second step (issue 21) in place of the form.
 */
export function LoginForm() {
  const { login } = useSession();
  const [step, setStep] = useState<SecondStep>();
  // Issue 23: the partner organisation's sign-in replaces the password form while it is open.
  const [partner, setPartner] = useState<'closed' | 'open' | 'back'>('closed');
  const form = useForm<LoginValues>({
    resolver,
    defaultValues: { identifier: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = form.handleSubmit(async ({ identifier, password }) => {
    // Fetched while the password is checked, so a second step shows without waiting for its code.
    void loadSecondStep().catch(() => undefined);
    try {
      const next = await login(identifier, password);
      if (next) setStep(next);
    } catch (error) {
      form.setError(FORM_ERROR, {
        message: msg(FAILURE_TEXT[error instanceof SignInError ? error.kind : 'server']),
      });
    }
  });

  if (step)
    return (
      <Suspense fallback={<CircularProgress aria-label={msg('auth.mfa.title')} />}>
        <SecondStepForm
          key={step.kind}
          step={step}
          onStep={setStep}
          onBack={() => {
            form.resetField('password');
            setStep(undefined);
          }}
        />
      </Suspense>
    );

  if (partner === 'open')
    return <PartnerSignIn open onOpen={() => undefined} onBack={() => setPartner('back')} />;

  return (
    <>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={1}>
          <SignInFields
            form={form}
            idPrefix="login"
            identifierName="identifier"
            identifierLabel={msg('auth.login.emailOrPhone')}
            passwordName="password"
            submitLabel={msg('auth.login.signIn')}
          />
          <Link component={RouterLink} to="/register" align="center">
            {msg('auth.login.registerLink')}
          </Link>
        </Stack>
      </Box>
      {/* Issue 23: the partner organisation's sign-in, when one is configured. */}
      <PartnerSignIn
        open={false}
        onOpen={() => setPartner('open')}
        onBack={() => undefined}
        focusOption={partner === 'back'}
      />
    </>
  );
}

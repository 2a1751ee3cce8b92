import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { msg, type AuthMessageKey as MessageKey } from '@circles/shared/messages/auth';
import { loginPasswordRule, partnerLoginIdentifierRule } from '@circles/shared/rules/forms';
import { FORM_ERROR } from '../../../components/ui/form/form-error';
import { rulesResolver } from '../../../components/ui/form/rules-resolver';
import { loadRuntimeConfig, type RuntimeConfig } from '../../../config/runtime-config';
import { PartnerSignInError, type PartnerSignInFailure } from '../../../lib/auth/partner-sign-in';
import { useSession } from '../../../lib/auth/session-context';
import { SignInFields } from './sign-in-fields';

const FAILURE_TEXT: Record<PartnerSignInFailure, MessageKey> = {
  partnerServer: 'auth.partner.serverProblem',
  partnerIncorrect: 'auth.partner.incorrect',
  noAccount: 'auth.partner.noAccount',
  verify: 'auth.partner.verifyProblem',
  refused: 'auth.login.incorrectOrDisabled',
};

interface PartnerValues {
  email: string;
  password: string;
}

const resolver = rulesResolver<PartnerValues>((values) => ({
  email: partnerLoginIdentifierRule(values.email),
  password: loginPasswordRule(values.password),
}));

type Partner = NonNullable<RuntimeConfig['partner']>;

/** The configured partner organisation, once the runtime configuration is loaded; undefined without one. */
export function usePartner(): Partner | undefined {
  const [partner, setPartner] = useState<Partner>();
  useEffect(() => {
    let active = true;
    loadRuntimeConfig().then(
      (config) => active && setPartner(config.partner),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return partner;
}

/**
 * The partner-organisation sign-in (spec 000 §2 Login, §5, §8; issue 23). Closed, a button under the
 * password form naming the partner (its host is never shown); open, the partner's email/username and
 * password in place of the password form (the sign-in form decides which shows, so a person never sees
 * two password fields and two sign-in buttons at once), focused on its first field, with 'Back to sign
 * in'. The spec's partner texts announce the failures. Nothing shows when no partner is configured.
 */
export function PartnerSignIn({
  open,
  onOpen,
  onBack,
  focusOption = false,
}: {
  open: boolean;
  onOpen: () => void;
  onBack: () => void;
  /** Focus the closed option's button (coming back from the partner form). */
  focusOption?: boolean;
}) {
  const partner = usePartner();
  const { partnerLogin } = useSession();
  const form = useForm<PartnerValues>({
    resolver,
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  if (!partner || !partnerLogin) return null;

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      await partnerLogin(email, password);
    } catch (error) {
      form.setError(FORM_ERROR, {
        message: msg(FAILURE_TEXT[error instanceof PartnerSignInError ? error.kind : 'partnerServer']),
      });
    }
  });

  return (
    <Stack spacing={1} sx={open ? undefined : { mt: 2 }}>
      {!open && <Divider />}
      {open ? (
        <Box
          component="form"
          noValidate
          aria-label={msg('auth.partner.optionWith', { name: partner.name })}
          onSubmit={(event) => void submit(event)}
        >
          <Stack spacing={1}>
            <Typography component="h2" variant="subtitle1">
              {msg('auth.partner.optionWith', { name: partner.name })}
            </Typography>
            <SignInFields
              form={form}
              idPrefix="partner"
              identifierName="email"
              identifierLabel={msg('auth.partner.emailLabel')}
              passwordName="password"
              submitLabel={msg('auth.partner.signIn')}
              autoFocus
            />
            <Button onClick={onBack}>{msg('auth.partner.back')}</Button>
          </Stack>
        </Box>
      ) : (
        <Button variant="outlined" onClick={onOpen} fullWidth autoFocus={focusOption}>
          {msg('auth.partner.optionWith', { name: partner.name })}
        </Button>
      )}
    </Stack>
  );
}

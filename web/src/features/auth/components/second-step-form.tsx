import { useId, useState } from 'react';
import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { msg } from '@circles/shared/messages/auth';
import type { SecondStep } from '../../../lib/auth/second-step';
import { useSession } from '../../../lib/auth/session-context';
import { SubmitButton } from '../../../components/ui/submit-button';
import { codeFailureText, OneTimeCodeForm } from './one-time-code-form';
import { TotpSetup } from './totp-setup';

type Answer = (answer: string) => Promise<void>;

function CodeStep({ prompt, answer }: { prompt: string; answer: Answer }) {
  const promptId = useId();
  return (
    <Stack spacing={2}>
      <Typography id={promptId}>{prompt}</Typography>
      <OneTimeCodeForm
        id="second-step-code"
        describedBy={promptId}
        submitLabel={msg('auth.mfa.verify')}
        onSubmit={answer}
      />
    </Stack>
  );
}

function ChooseStep({ factors, answer }: { factors: ('TOTP' | 'SMS')[]; answer: Answer }) {
  const [choice, setChoice] = useState(factors[0] ?? 'TOTP');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const legendId = useId();
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        answer(choice)
          .catch((error: unknown) => setFailure(codeFailureText(error)))
          .finally(() => setBusy(false));
      }}
    >
      <FormControl>
        <FormLabel id={legendId}>{msg('auth.mfa.chooseLegend')}</FormLabel>
        <RadioGroup
          aria-labelledby={legendId}
          name="second-factor"
          value={choice}
          onChange={(event) => setChoice(event.target.value as 'TOTP' | 'SMS')}
        >
          {factors.map((factor) => (
            <FormControlLabel
              key={factor}
              value={factor}
              control={<Radio />}
              label={msg(factor === 'TOTP' ? 'auth.mfa.chooseTotp' : 'auth.mfa.chooseSms')}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <div aria-live="assertive">
        {failure && (
          <Typography role="alert" color="error">
            {failure}
          </Typography>
        )}
      </div>
      <SubmitButton busy={busy}>{msg('auth.mfa.continue')}</SubmitButton>
    </Stack>
  );
}

/**
 * The sign-in's second step (issue 21), after the password: the authenticator app's code, a text
 * message's code, the choice between them, or the set-up of an authenticator app where the user pool
 * requires one (Cognito's MFA_SETUP). Each answer goes to Cognito through the session; a further step
 * replaces this one, and 'Back to sign in' starts over.
 */
export default function SecondStepForm({
  step,
  onStep,
  onBack,
}: {
  step: SecondStep;
  onStep: (next: SecondStep) => void;
  onBack: () => void;
}) {
  const { continueSignIn } = useSession();
  const answer: Answer = async (value) => {
    if (!continueSignIn) throw new Error('continueSignIn is missing');
    // Signed in: the session moves on and this screen goes; a further step replaces this one.
    const next = await continueSignIn(value);
    if (next) onStep(next);
  };
  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="h6">
        {msg(step.kind === 'totpSetup' ? 'auth.mfa.setupTitle' : 'auth.mfa.title')}
      </Typography>
      {step.kind === 'totpCode' && <CodeStep prompt={msg('auth.mfa.totpPrompt')} answer={answer} />}
      {step.kind === 'smsCode' && (
        <CodeStep
          prompt={msg('auth.mfa.smsPrompt', { destination: step.destination ?? '' })}
          answer={answer}
        />
      )}
      {step.kind === 'choose' && <ChooseStep factors={step.factors} answer={answer} />}
      {step.kind === 'totpSetup' && (
        <TotpSetup
          secret={step.secret}
          uri={step.uri}
          submitLabel={msg('auth.mfa.setupFinish')}
          onSubmit={answer}
        />
      )}
      {step.kind === 'totpCode' && <Typography variant="body2">{msg('auth.mfa.lostDevice')}</Typography>}
      <Button variant="text" onClick={onBack} sx={{ alignSelf: 'center' }}>
        {msg('auth.mfa.backToSignIn')}
      </Button>
    </Stack>
  );
}

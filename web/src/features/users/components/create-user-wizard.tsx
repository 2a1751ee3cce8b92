import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, Box, Button, Stack, Step, StepLabel, Stepper } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import { FORM_ERROR, FormError } from '../../../components/ui/form/form-error';
import { rulesResolver } from '../../../components/ui/form/rules-resolver';
import { applyServerIssues } from '../../../components/ui/form/server-issues';
import {
  CREATE_USER_FIELDS,
  WIZARD_STEPS,
  defaultPassword,
  emptyCreateUserValues,
  validateCreateUser,
  type CreateUserField,
  type CreateUserValues,
} from '../utils/create-user-form';
import { suggestEmail } from '../utils/email-suggestion';
import { todayIso } from '../utils/user-display';
import { AccountStep, AddressStep, DetailsStep, LanguageStep } from './create-user-steps';
import { BusyButton } from '../../../components/ui/busy-button';

/** Props of {@link CreateUserWizard}. */
export interface CreateUserWizardProps {
  /** The roles the creator may give (spec 002 §6). */
  roles: readonly string[];
  /** Facilities to choose from (Admins, spec 002 §6); without them the server uses the creator's. */
  facilities?: readonly { _id: string; name: string }[];
  /** The facility chosen at first (the creator's). */
  defaultFacilityId?: string;
  /** The organisation's email domain for the suggested first.last address. */
  emailDomain?: string;
  /**
   * Whether an email or phone is taken (`POST /api/users/checkdups`): the field's problem text, or null.
   * Checked when Next leaves the account step.
   */
  checkDuplicates: (values: CreateUserValues) => Promise<Partial<Record<'email' | 'phone', string>>>;
  /** Creates the user; a 400 puts its issues under the fields, any other failure shows the spec's text. */
  onCreate: (values: CreateUserValues) => Promise<void>;
}

const STEP_LABELS = {
  account: 'users.wizard.step.account',
  language: 'users.wizard.step.language',
  details: 'users.wizard.step.details',
  address: 'users.wizard.step.address',
} as const;

/**
 * The create-user wizard of spec 002 §4.5: four steps (account; language and gender; date of birth,
 * role and origin; address), Next and Back, Create on the last. Each step's rules (§5.2–5.7) run before
 * Next, errors under the fields; the email is suggested from the first and last names until typed in;
 * the password field holds a default the new user must change at first sign-in.
 */
export function CreateUserWizard(props: CreateUserWizardProps) {
  const { roles, emailDomain, checkDuplicates, onCreate, facilities, defaultFacilityId } = props;
  const today = useMemo(() => todayIso(), []);
  const [step, setStep] = useState(0);
  const [checking, setChecking] = useState(false);
  const emailTyped = useRef(false);
  const form = useForm<CreateUserValues>({
    defaultValues: emptyCreateUserValues(defaultPassword(), defaultFacilityId),
    resolver: rulesResolver((values) => validateCreateUser(values, today, roles)),
    mode: 'onTouched',
  });
  const { control, formState, setValue, getValues, trigger, setError } = form;
  const [firstName, lastName, language, gender, origin] = useWatch({
    control,
    name: ['firstName', 'lastName', 'language', 'gender', 'origin'],
  });

  // The suggestion follows the names until the email field is typed into (spec 002 §4.5).
  const suggestion = suggestEmail(firstName, lastName, emailDomain);
  useEffect(() => {
    if (!emailTyped.current && suggestion !== undefined) setValue('email', suggestion);
  }, [suggestion, setValue]);

  const next = async () => {
    const fields = WIZARD_STEPS[step]?.fields ?? [];
    if (!(await trigger(fields, { shouldFocus: true }))) return;
    if (step === 0) {
      setChecking(true);
      try {
        const taken = await checkDuplicates(getValues());
        const entries = Object.entries(taken) as [CreateUserField, string][];
        entries.forEach(([field, text], index) =>
          setError(field, { type: 'server', message: text }, { shouldFocus: index === 0 }),
        );
        if (entries.length > 0) return;
      } finally {
        setChecking(false);
      }
    }
    setStep((s) => s + 1);
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onCreate(values);
      } catch (error) {
        if (!applyServerIssues(error, CREATE_USER_FIELDS, setError)) {
          setError(FORM_ERROR, { message: msg('users.error.create') });
          return;
        }
        // A field of an earlier step: go back to it so its error shows.
        const first = CREATE_USER_FIELDS.find((f) => form.getFieldState(f).error);
        const at = WIZARD_STEPS.findIndex((s) => first !== undefined && s.fields.includes(first));
        if (at >= 0) setStep(at);
      }
    },
    (errors) => {
      const at = WIZARD_STEPS.findIndex((s) => s.fields.some((f) => errors[f]));
      if (at >= 0 && at !== step) setStep(at);
    },
  );

  const last = step === WIZARD_STEPS.length - 1;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        if (last) void submit(event);
        else {
          event.preventDefault();
          void next();
        }
      }}
      onChange={(event) => {
        const target: EventTarget = event.target;
        if (target instanceof HTMLInputElement && target.name === 'email') emailTyped.current = true;
      }}
      sx={{ maxWidth: 640 }}
    >
      <Stepper activeStep={step} sx={{ mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
        {WIZARD_STEPS.map((s) => (
          <Step key={s.label}>
            <StepLabel>{msg(STEP_LABELS[s.label])}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {msg('users.wizard.defaultPassword')}
          </Alert>
          <AccountStep control={control} emailHint={suggestion} />
        </>
      )}
      {step === 1 && <LanguageStep control={control} language={language} gender={gender} />}
      {step === 2 && (
        <DetailsStep control={control} roles={roles} origin={origin} today={today} facilities={facilities} />
      )}
      {step === 3 && <AddressStep control={control} />}
      <FormError errors={formState.errors} />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button disabled={step === 0 || formState.isSubmitting} onClick={() => setStep((s) => s - 1)}>
          {msg('users.action.back')}
        </Button>
        <BusyButton busy={formState.isSubmitting || checking} type="submit">
          {msg(last ? 'users.action.create' : 'users.action.next')}
        </BusyButton>
      </Stack>
    </Box>
  );
}

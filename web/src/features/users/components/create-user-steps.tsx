import { MenuItem, Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { msg } from '@circles/shared/messages/users';
import { GENDERS, LANGUAGES, ORIGINS_OF_CONTACT, PROVINCES } from '@circles/shared/rules/options';
import { FormTextField, type FormTextFieldProps } from '../../../components/ui/form/form-text-field';
import { REFERRAL_DETAILS_MAX } from '../utils/create-user-form';
import type { CreateUserField, CreateUserValues } from '../utils/create-user-form';
import { roleLabel } from '../utils/user-display';
import { PasswordField } from '../../../components/ui/form/password-field';
import { DateField } from '../../../components/ui/form/date-field';

type Props = { control: Control<CreateUserValues> };

const ORIGIN_KEYS = {
  'New Referral': 'users.option.origin.newReferral',
  'Service Transition': 'users.option.origin.serviceTransition',
  'Former Student or Volunteer': 'users.option.origin.formerStudent',
  'Education Event': 'users.option.origin.educationEvent',
  Other: 'users.option.origin.other',
} as const;

function Field(
  props: Props & { name: CreateUserField } & Omit<FormTextFieldProps<CreateUserValues>, 'control' | 'name'>,
) {
  const { control, name, ...rest } = props;
  return <FormTextField control={control} name={name} id={`create-${name}`} fullWidth {...rest} />;
}

/** Step 0 (spec 002 §4.5): account: names, email (suggested), phone, the default password and its confirmation. */
export function AccountStep({ control, emailHint }: Props & { emailHint?: string }) {
  return (
    <Stack spacing={1}>
      <Field
        control={control}
        name="firstName"
        label={msg('users.field.firstName')}
        required
        autoComplete="off"
      />
      <Field
        control={control}
        name="lastName"
        label={msg('users.field.lastName')}
        required
        autoComplete="off"
      />
      <Field
        control={control}
        name="email"
        type="email"
        label={msg('users.field.email')}
        autoComplete="off"
        deps={['phone']}
        placeholder={emailHint}
      />
      <Field
        control={control}
        name="phone"
        type="tel"
        label={msg('users.field.phone')}
        autoComplete="off"
        deps={['email']}
      />
      <Field
        control={control}
        name="password"
        as={PasswordField}
        label={msg('users.field.password')}
        required
        autoComplete="new-password"
        deps={['confirmPassword']}
      />
      <Field
        control={control}
        name="confirmPassword"
        as={PasswordField}
        label={msg('users.field.confirmPassword')}
        required
        autoComplete="new-password"
      />
    </Stack>
  );
}

/** Step 1: language (Other asks for a comma-separated list) and gender (NonBinary enables a specify field). */
export function LanguageStep({ control, language, gender }: Props & { language: string; gender: string }) {
  return (
    <Stack spacing={1}>
      <Field control={control} name="language" select label={msg('users.field.language')} required>
        {LANGUAGES.map((value) => (
          <MenuItem key={value} value={value}>
            {msg(`users.option.language.${value}`)}
          </MenuItem>
        ))}
      </Field>
      {language === 'Other' && (
        <Field
          control={control}
          name="otherLanguages"
          label={msg('users.field.specifyLanguage')}
          required
          placeholder={msg('users.field.languagesHint')}
        />
      )}
      <Field control={control} name="gender" select label={msg('users.field.gender')} required>
        {GENDERS.map((value) => (
          <MenuItem key={value} value={value}>
            {msg(`users.option.gender.${value}`)}
          </MenuItem>
        ))}
      </Field>
      {gender === 'NonBinary' && (
        <Field control={control} name="genderOther" label={msg('users.field.specifyGender')} />
      )}
    </Stack>
  );
}

/** Step 2: date of birth (not after today), role (the creator's choices) and origin of contact. */
export function DetailsStep({
  control,
  roles,
  origin,
  today,
  facilities,
}: Props & {
  roles: readonly string[];
  origin: string;
  today: string;
  facilities?: readonly { _id: string; name: string }[];
}) {
  return (
    <Stack spacing={1}>
      <Field
        control={control}
        name="dateOfBirth"
        as={DateField}
        label={msg('users.field.dateOfBirth')}
        required
        slotProps={{ htmlInput: { max: today } }}
      />
      <Field control={control} name="role" select label={msg('users.field.role')} required>
        {roles.map((role) => (
          <MenuItem key={role} value={role}>
            {roleLabel(role)}
          </MenuItem>
        ))}
      </Field>
      {facilities && facilities.length > 0 && (
        <Field control={control} name="facilityId" select label={msg('users.field.facility')}>
          {facilities.map((f) => (
            <MenuItem key={f._id} value={f._id}>
              {f.name}
            </MenuItem>
          ))}
        </Field>
      )}
      <Field control={control} name="origin" select label={msg('users.field.origin')} required>
        {ORIGINS_OF_CONTACT.map((value) => (
          <MenuItem key={value} value={value}>
            {msg(ORIGIN_KEYS[value])}
          </MenuItem>
        ))}
      </Field>
      {origin === 'Other' && (
        <Field control={control} name="originOther" label={msg('users.field.specifyOrigin')} required />
      )}
      <Field
        control={control}
        name="referralDetails"
        label={msg('users.field.referralDetails')}
        multiline
        minRows={2}
        maxRows={8}
        maxLength={REFERRAL_DETAILS_MAX}
      />
    </Stack>
  );
}

/** Step 3: the address; the country is Canada and read-only (spec 002 §5.7). */
export function AddressStep({ control }: Props) {
  return (
    <Stack spacing={1}>
      <Field control={control} name="street" label={msg('users.field.street')} autoComplete="off" />
      <Field control={control} name="city" label={msg('users.field.city')} autoComplete="off" />
      <Field control={control} name="province" select label={msg('users.field.province')}>
        <MenuItem value="">{msg('users.option.province.none')}</MenuItem>
        {PROVINCES.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </Field>
      <Field control={control} name="postalCode" label={msg('users.field.postalCode')} autoComplete="off" />
      <Field
        control={control}
        name="country"
        label={msg('users.field.country')}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
    </Stack>
  );
}

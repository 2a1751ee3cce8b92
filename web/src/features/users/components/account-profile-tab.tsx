import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import { msg as validationMsg } from '@circles/shared/messages/validation';
import { GENDERS, LANGUAGES, PROVINCES } from '@circles/shared/rules/options';
import type { UserDetail } from '@circles/shared/schemas/people';
import { FORM_ERROR } from '../../../components/ui/form/form-error';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { rulesResolver } from '../../../components/ui/form/rules-resolver';
import { applyServerIssues } from '../../../components/ui/form/server-issues';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { ApiError } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useUpdateUser } from '../api/user-mutations';
import { useFacilities } from '../api/users';
import {
  editableProfileFields,
  PROFILE_FIELDS,
  profileFieldOf,
  profileValuesOf,
  toProfileBody,
  unrecordedOptional,
  validateProfile,
  type ProfileValues,
} from '../utils/profile-form';
import { todayIso } from '../utils/user-display';
import { targetOf, viewerActor } from '../utils/viewer';
import { EditableSection, formSectionProps } from './editable-section';

/** What a save says: the account page's texts unless the screen has its own (spec 002 §8.3). */
export interface ProfileSaveTexts {
  saved: string;
  failed: string;
}

/**
 * The account page's Profile tab (spec 002 §2.8, §4.4, §5.6–5.8): locked until unlocked, Reset, Save.
 * Fields the viewer may not change on this user (the access policy's profile field groups: a member her
 * own contact fields only) stay read-only and are not sent. `texts`: another screen's save texts.
 */
export function AccountProfileTab({
  user,
  onDirtyChange,
  texts,
}: {
  user: UserDetail;
  onDirtyChange: (dirty: boolean) => void;
  texts?: ProfileSaveTexts;
}) {
  const today = useMemo(() => todayIso(), []);
  const original = useMemo(() => profileValuesOf(user), [user]);
  const [locked, setLocked] = useState(true);
  const update = useUpdateUser(user._id);
  const viewer = useSessionUser();
  const editable = useMemo(() => editableProfileFields(viewerActor(viewer), targetOf(user)), [viewer, user]);
  const movesFacility = editable.has('facilityId');
  const facilities = useFacilities(movesFacility);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const optional = unrecordedOptional(original, viewer.id === user._id);
  const form = useForm<ProfileValues>({
    defaultValues: original,
    resolver: rulesResolver((values) => validateProfile(values, today, editable, optional)),
  });
  const { control, formState, reset, setError } = form;
  const [gender, language] = useWatch({ control, name: ['gender', 'language'] });
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        let answer = await update.mutateAsync({
          kind: 'profile',
          body: toProfileBody(values, user.version, editable),
        });
        if (movesFacility && values.facilityId !== '' && values.facilityId !== original.facilityId) {
          answer = await update.mutateAsync({
            kind: 'facility',
            body: { version: answer.user.version, facilityId: values.facilityId },
          });
        }
        reset(profileValuesOf(answer.user));
        setLocked(true);
        notices.show({ severity: 'success', text: texts?.saved ?? msg('users.success.savedUser') });
      } catch (error) {
        const mapped =
          error instanceof ApiError
            ? new ApiError(
                error.status,
                error.code,
                error.message,
                error.issues.map((i) => ({ ...i, path: profileFieldOf(i.path) })),
              )
            : error;
        if (!applyServerIssues(mapped, PROFILE_FIELDS, setError))
          setError(FORM_ERROR, { message: texts?.failed ?? msg('users.error.saveUser') });
      }
    },
    () => setError(FORM_ERROR, { message: validationMsg('validation.form.hasErrors') }),
  );

  const disabled = locked || formState.isSubmitting;
  const field = (name: keyof ProfileValues, label: string, extra: object = {}) => (
    <FormTextField
      control={control}
      name={name}
      id={`account-${name}`}
      label={label}
      disabled={disabled || !editable.has(name)}
      fullWidth
      {...extra}
    />
  );
  return (
    <>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      <EditableSection {...formSectionProps({ form, original, locked, setLocked, submit })}>
        {field('email', msg('users.field.email'), { type: 'email', deps: ['phone'] })}
        {field('name', msg('users.field.name'), { required: true })}
        {field('phone', msg('users.field.phone'), { type: 'tel', deps: ['email'] })}
        {field('gender', msg('users.field.gender'), {
          select: true,
          required: !optional.gender,
          children: GENDERS.map((g) => (
            <MenuItem key={g} value={g}>
              {msg(`users.option.gender.${g}`)}
            </MenuItem>
          )),
        })}
        {gender === 'NonBinary' && field('genderOther', msg('users.field.specifyGender'), { required: true })}
        {field('language', msg('users.field.language'), {
          select: true,
          required: !optional.language,
          children: LANGUAGES.map((l) => (
            <MenuItem key={l} value={l}>
              {msg(`users.option.language.${l}`)}
            </MenuItem>
          )),
        })}
        {language === 'Other' &&
          field('otherLanguages', msg('users.field.specifyLanguage'), {
            required: true,
            placeholder: msg('users.field.languagesHint'),
          })}
        {field('dateOfBirth', msg('users.field.dateOfBirth'), {
          type: 'date',
          slotProps: { inputLabel: { shrink: true }, htmlInput: { max: today } },
        })}
        {field('street', msg('users.field.street'))}
        {field('city', msg('users.field.city'))}
        {field('province', msg('users.field.province'), {
          select: true,
          children: [
            <MenuItem key="None" value="None">
              {msg('users.option.province.none')}
            </MenuItem>,
            ...PROVINCES.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            )),
          ],
        })}
        {field('postalCode', msg('users.field.postalCode'))}
        {field('country', msg('users.field.country'), {
          required: true,
          slotProps: { htmlInput: { readOnly: true } },
        })}
        {movesFacility && facilities.data ? (
          field('facilityId', msg('users.field.facility'), {
            select: true,
            children: facilities.data.facilities.map((f) => (
              <MenuItem key={f._id} value={f._id}>
                {f.name}
              </MenuItem>
            )),
          })
        ) : (
          <TextField
            id="account-facility"
            label={msg('users.field.facility')}
            value={user.facilityName ?? ''}
            disabled={disabled}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText=" "
          />
        )}
      </EditableSection>
    </>
  );
}

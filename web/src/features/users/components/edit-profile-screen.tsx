import { useForm } from 'react-hook-form';
import { Box, Stack } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import { msg as validationMsg } from '@circles/shared/messages/validation';
import { emailRule, phoneRule } from '@circles/shared/rules/contact';
import { profileRequiredRule } from '@circles/shared/rules/forms';
import { nameRule } from '@circles/shared/rules/text';
import type { UserDetail } from '@circles/shared/schemas/people';
import { FORM_ERROR, FormError } from '../../../components/ui/form/form-error';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { rulesResolver } from '../../../components/ui/form/rules-resolver';
import { applyServerIssues } from '../../../components/ui/form/server-issues';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { useUpdateUser } from '../api/user-mutations';
import { profileValuesOf } from '../utils/profile-form';
import { UserPage } from './user-page';
import { BusyButton } from '../../../components/ui/busy-button';

interface EditValues {
  email: string;
  name: string;
  phone: string;
}

/** Email, name and phone all filled (§5.8), then each field's own rule (§5.2–5.4). */
export function validateEdit(values: EditValues): Partial<Record<keyof EditValues | 'root', string | null>> {
  const missing = profileRequiredRule(values);
  const blank = (v: string) => (v.trim() === '' ? missing : null);
  return {
    email: blank(values.email) ?? emailRule(values.email),
    name: blank(values.name) ?? nameRule(values.name),
    phone: blank(values.phone) ?? phoneRule(values.phone),
  };
}

function EditForm({ user }: { user: UserDetail }) {
  const update = useUpdateUser(user._id);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const { email, name, phone } = profileValuesOf(user);
  const form = useForm<EditValues>({
    defaultValues: { email, name, phone },
    resolver: rulesResolver(validateEdit),
  });
  const { control, formState, reset, setError } = form;
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await update.mutateAsync({
          kind: 'profile',
          body: {
            version: user.version,
            email: values.email.trim().toLowerCase(),
            phone: values.phone.trim(),
            info: { name: values.name.trim() },
          },
        });
        reset(values);
        notices.show({ severity: 'success', text: msg('users.success.profileSaved') });
      } catch (error) {
        const placed = applyServerIssues(error, ['email', 'phone', 'name'], setError);
        if (!placed) setError(FORM_ERROR, { message: msg('users.error.saveProfile') });
      }
    },
    () => setError(FORM_ERROR, { message: validationMsg('validation.form.hasErrors') }),
  );
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 560 }}>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      <Stack spacing={1}>
        <FormTextField
          control={control}
          name="email"
          id="edit-email"
          type="email"
          label={msg('users.field.email')}
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="name"
          id="edit-name"
          label={msg('users.field.name')}
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="phone"
          id="edit-phone"
          type="tel"
          label={msg('users.field.phone')}
          required
          fullWidth
        />
        <FormError errors={formState.errors} />
        <Box>
          <BusyButton busy={formState.isSubmitting} type="submit" disabled={!formState.isDirty}>
            {msg('users.action.saveUserProfile')}
          </BusyButton>
        </Box>
      </Stack>
    </Box>
  );
}

/** The edit profile page at /administration/users/edit/:profileID? (spec 002 §2.9, §5.8). */
export function EditProfileScreen() {
  return (
    <UserPage title={msg('users.edit.title')}>{(user) => <EditForm key={user._id} user={user} />}</UserPage>
  );
}

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { msg } from '@circles/shared/messages/users';
import { msg as validationMsg } from '@circles/shared/messages/validation';
import { matchingPasswordRule, passwordRule } from '@circles/shared/rules/password';
import { FORM_ERROR } from '../../../components/ui/form/form-error';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { PasswordField } from '../../../components/ui/form/password-field';
import { rulesResolver } from '../../../components/ui/form/rules-resolver';
import { applyServerIssues } from '../../../components/ui/form/server-issues';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { useSetPassword } from '../api/user-mutations';
import { EditableSection, formSectionProps } from './editable-section';

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { password: '', confirmPassword: '' };

/**
 * The Change password tab (spec 002 §2.8, §5.5): a new password and its confirmation, sent only when
 * both are filled. Decision (issue 10): the new password follows the creation rule of §5.5 (the
 * identity provider refuses weaker ones), so its texts show rather than the page's "at least 4".
 */
export function AccountPasswordTab({
  userId,
  onDirtyChange,
  onChanged,
  startUnlocked = false,
}: {
  userId: string;
  /** Opens with the fields unlocked (the first-sign-in change). */
  startUnlocked?: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onChanged?: () => void;
}) {
  const [locked, setLocked] = useState(!startUnlocked);
  const setPassword = useSetPassword(userId);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const form = useForm<PasswordValues>({
    defaultValues: EMPTY,
    resolver: rulesResolver((v) => ({
      password: passwordRule(v.password),
      confirmPassword:
        v.confirmPassword === ''
          ? validationMsg('validation.required.empty')
          : matchingPasswordRule(v.password, v.confirmPassword),
    })),
  });
  const { control, formState, reset, setError } = form;
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await setPassword.mutateAsync(values);
        reset(EMPTY);
        setLocked(true);
        notices.show({ severity: 'success', text: msg('users.success.savedUser') });
        onChanged?.();
      } catch (error) {
        if (!applyServerIssues(error, ['password', 'confirmPassword'], setError))
          setError(FORM_ERROR, { message: msg('users.error.saveUser') });
      }
    },
    () => setError(FORM_ERROR, { message: validationMsg('validation.form.hasErrors') }),
  );

  const disabled = locked || formState.isSubmitting;
  return (
    <>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      <EditableSection {...formSectionProps({ form, original: EMPTY, locked, setLocked, submit })}>
        <FormTextField
          control={control}
          name="password"
          id="account-new-password"
          as={PasswordField}
          label={msg('users.field.newPassword')}
          autoComplete="new-password"
          disabled={disabled}
          deps={['confirmPassword']}
          required
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          id="account-confirm-password"
          as={PasswordField}
          label={msg('users.field.confirmPassword')}
          autoComplete="new-password"
          disabled={disabled}
          required
        />
      </EditableSection>
    </>
  );
}

import { Alert } from '@mui/material';
import { msg } from '@circles/shared/messages/followups';
import { useLocale } from '../../../lib/i18n/locale-provider';
import { useFollowupMemberState } from '../api/followups';

/**
 * On a member's own dashboard (issue 24 §2): a calm note that someone will be in touch, when any
 * follow-up of theirs is open. It never names findings, helpers or notes; a failed read shows nothing
 * (the note is a courtesy, not something the member must act on).
 */
export function FollowupMemberNotice() {
  // Made once and kept (dashboard-screen.tsx): the locale is what renders it again after a switch.
  useLocale();
  const state = useFollowupMemberState(true);
  if (!state.data?.someoneWillBeInTouch) return null;
  return (
    <Alert severity="info" role="status" variant="outlined">
      {msg('followups.member.notice')}
    </Alert>
  );
}

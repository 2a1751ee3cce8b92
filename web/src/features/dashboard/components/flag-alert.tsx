import { useMemo } from 'react';
import { msg } from '@circles/shared/messages/dashboard';
import { hasAnyFlag, type Flags } from '@circles/shared/scoring/flags';
import { DelayedAlert } from '../../../components/ui/notices/delayed-alert';
import { useLocale } from '../../../lib/i18n/locale-provider';
import type { Notice } from '../../../components/ui/notices/use-timed-notice';

/**
 * The dashboard's selected-collection alert (spec 000 §2, §4, §9): when the combined flag check finds
 * any red or yellow flag in the selected round, a warning appears after 400 ms and hides 5 s later.
 * `selection` names the selected series and round, so choosing another one shows the alert again.
 */
export function SelectedSeriesAlert({ flags, selection }: { flags: Flags | undefined; selection: string }) {
  const flagged = flags !== undefined && hasAnyFlag(flags);
  const locale = useLocale();
  // A new notice object per selection restarts the alert's cycle (DelayedAlert compares by identity);
  // so does a switch of language, which shows it again in the new language.
  const notice = useMemo<Notice | undefined>(
    () => (flagged ? { severity: 'warning', text: msg('dashboard.selectedCollectionAlert') } : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- selection and locale are the reasons to renew it
    [flagged, selection, locale],
  );
  return <DelayedAlert notice={notice} />;
}

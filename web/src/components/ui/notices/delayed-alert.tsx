import { useEffect, useState } from 'react';
import { NoticeAlert } from './notice-alert';
import { NOTICE_TIMINGS } from './timings';
import type { Notice } from './use-timed-notice';

/**
 * The dashboard alert (spec 000 §9): appears 400 ms after it is given, so a screen that settles at
 * once does not flash, and hides 5 s after it appeared. A new notice starts the cycle again.
 */
export function DelayedAlert({ notice }: { notice: Notice | undefined }) {
  const [phase, setPhase] = useState<'waiting' | 'shown' | 'gone'>('waiting');
  const [current, setCurrent] = useState(notice);
  if (current !== notice) {
    setCurrent(notice);
    setPhase('waiting');
  }
  useEffect(() => {
    if (!notice) return;
    if (phase === 'waiting') {
      const timer = setTimeout(() => setPhase('shown'), NOTICE_TIMINGS.dashboardAlertDelayMs);
      return () => clearTimeout(timer);
    }
    if (phase === 'shown') {
      const timer = setTimeout(() => setPhase('gone'), NOTICE_TIMINGS.dashboardAlertHideMs);
      return () => clearTimeout(timer);
    }
  }, [notice, phase]);
  return <NoticeAlert notice={phase === 'shown' ? notice : undefined} />;
}

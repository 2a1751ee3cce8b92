import { useCallback, useEffect, useState } from 'react';

/** A notice to show: its severity and text. */
export interface Notice {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

/**
 * A notice that hides itself `hideAfterMs` after it was shown; showing another restarts the clock.
 * Save messages use 7.5 s (NOTICE_TIMINGS.saveMessageMs).
 */
export function useTimedNotice(hideAfterMs: number) {
  const [shown, setShown] = useState<{ notice: Notice; at: number }>();
  const show = useCallback((notice: Notice) => setShown({ notice, at: Date.now() }), []);
  const clear = useCallback(() => setShown(undefined), []);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(undefined), hideAfterMs);
    return () => clearTimeout(timer);
  }, [shown, hideAfterMs]);
  return { notice: shown?.notice, show, clear };
}

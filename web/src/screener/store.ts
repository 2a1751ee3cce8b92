import type { ScreenerState } from './flow';

const KEY = 'circles.screener';

/**
 * Reads the saved screener of this tab. A fresh visit (typed address, link) starts over, so a person
 * who left and comes back later never sees the previous answers; only reloads and back/forward restore.
 */
export function loadState(storage: Storage, navigationType: string | undefined): ScreenerState | undefined {
  if (navigationType !== 'reload' && navigationType !== 'back_forward') {
    storage.removeItem(KEY);
    return undefined;
  }
  const raw = storage.getItem(KEY);
  if (!raw) return undefined;
  try {
    const s = JSON.parse(raw) as ScreenerState;
    if (typeof s.submissionId !== 'string' || typeof s.info !== 'object' || typeof s.answers !== 'object')
      return undefined;
    // A reload during sending may or may not have reached the server: the idempotent retry settles it.
    return s.submit === 'submitting' ? { ...s, submit: 'failed' } : s;
  } catch {
    return undefined;
  }
}

/**
 * Saves the screener in this tab, after a successful submit too, so a refresh of the report keeps it;
 * the next fresh visit (and closing the tab) forgets it.
 */
export function saveState(storage: Storage, state: ScreenerState): void {
  storage.setItem(KEY, JSON.stringify(state));
}

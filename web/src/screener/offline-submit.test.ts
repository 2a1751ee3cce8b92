// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadCreateInput } from '@circles/shared/schemas/lead';
import { startScreener } from './app';
import { initialState, type ScreenerState } from './flow';

const WAITING =
  'You are offline. Your survey is kept on this page and will be sent when the connection returns.';

const filled: ScreenerState = {
  ...initialState('sub-1'),
  page: 8,
  info: { firstName: 'Ann', lastName: 'Lee', email: '', phone: '', postalCode: '', source: '' },
  answers: {
    household2_size: 0,
    community_activity_participate: 1,
    life_satisfaction2: 7,
    local_community_belonging: 2,
    lack_companionship: 0,
    feel_leftout: 1,
    feel_isolated: 0,
    con_que: 1,
  },
};

/** Waits long enough for a loaded machine (the default is 1 s). */
const LONG = { timeout: 5000 };

let onLine = true;
function connection(now: boolean) {
  onLine = now;
  window.dispatchEvent(new Event(now ? 'online' : 'offline'));
}

/** A screener reloaded on its last question, every answer given (the tab's saved state). */
function start(submit: (body: LeadCreateInput) => Promise<unknown>) {
  document.body.innerHTML = '<main id="screener"></main><div id="live"></div>';
  sessionStorage.setItem('circles.screener', JSON.stringify(filled));
  const root = document.getElementById('screener') as HTMLElement;
  return startScreener({
    root,
    live: document.getElementById('live') as HTMLElement,
    config: { connectorEmail: '' },
    storage: sessionStorage,
    navigationType: 'reload',
    newId: () => 'sub-new',
    submit: submit as never,
  });
}

beforeEach(() => {
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  history.replaceState(null, '', '/socialrisk#8');
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('screener submit without a connection', () => {
  it('keeps the survey, says it will be sent, and sends it (same submission) when the connection returns', async () => {
    const submit = vi
      .fn()
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
      .mockImplementation(() => Promise.resolve({ _id: 'x', score: 1, level: 'Some Risk' }));
    const screener = start(submit);
    connection(false);
    document.querySelector<HTMLButtonElement>('button[type="submit"], button.primary')?.click();
    await vi.waitFor(() => expect(document.body.textContent).toContain(WAITING), LONG);
    expect(screener.state().answers).toEqual(filled.answers);
    connection(true);
    await vi.waitFor(() => expect(screener.state().submit).toBe('done'), LONG);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]?.[0]).toMatchObject({ submissionId: 'sub-1' });
    expect(document.body.textContent).not.toContain(WAITING);
  });

  it('shows the spec error, not the waiting text, when the server refuses while online', async () => {
    const submit = vi.fn(() => Promise.reject(new Error('Submit failed with status 500')));
    const screener = start(submit);
    document.querySelector<HTMLButtonElement>('button.primary')?.click();
    await vi.waitFor(() => expect(screener.state().submit).toBe('failed'), LONG);
    expect(document.body.textContent).toContain('Error submitting your survey. Please try again.');
    expect(document.body.textContent).not.toContain(WAITING);
    connection(false);
    connection(true);
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

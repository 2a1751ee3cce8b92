// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showWhenOffline } from './offline';

const OFFLINE =
  'You are offline. Your answers stay on this page, and a survey you submit is sent when the connection returns.';

function setup(online: boolean) {
  document.body.innerHTML = '<main id="screener"></main>';
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  const root = document.getElementById('screener') as HTMLElement;
  const stop = showWhenOffline(root);
  const status = () => document.querySelector('[role="status"]') as HTMLElement;
  const go = (now: boolean) => {
    onLine.mockReturnValue(now);
    window.dispatchEvent(new Event(now ? 'online' : 'offline'));
  };
  return { stop, status, go };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('screener offline notice', () => {
  it('is hidden and empty while online', () => {
    const { status, stop } = setup(true);
    expect(status().hidden).toBe(true);
    expect(status().textContent).toBe('');
    stop();
  });

  it('says so when the network drops and hides again when it returns', () => {
    const { status, go, stop } = setup(true);
    go(false);
    expect(status().hidden).toBe(false);
    expect(status().textContent).toBe(OFFLINE);
    go(true);
    expect(status().hidden).toBe(true);
    stop();
  });

  it('says so at once when the screener opens offline, above the screener', () => {
    const { status, stop } = setup(false);
    expect(status().textContent).toBe(OFFLINE);
    expect(status().nextElementSibling?.id).toBe('screener');
    stop();
  });
});

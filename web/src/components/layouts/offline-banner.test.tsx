// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderUi } from '../../test/render-ui';
import { OfflineBanner } from './offline-banner';

const OFFLINE = 'You are offline. Screens cannot load or save until the connection returns.';

/** Sets navigator.onLine and fires the event the browser fires with it. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('offline banner', () => {
  it('shows nothing while online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderUi(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it('says so as a status when the network drops, and goes away when it returns', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderUi(<OfflineBanner />);
    goOnline(false);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE);
    goOnline(true);
    await vi.waitFor(() => expect(screen.queryByText(OFFLINE)).toBeNull());
  });

  it('says so at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderUi(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE);
  });
});

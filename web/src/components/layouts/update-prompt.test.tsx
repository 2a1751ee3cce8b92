// @vitest-environment happy-dom
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterSWOptions } from 'virtual:pwa-register/react';
import { renderUi } from '../../test/render-ui';
import { UPDATE_CHECK_MS, UpdatePrompt } from './update-prompt';

/** The plugin's hook, as the app sees it: `needRefresh` turns true when a new worker is waiting. */
const sw = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  showUpdate: undefined as undefined | (() => void),
  updateServiceWorker: vi.fn(async (_reload?: boolean) => {}),
}));
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW(options: RegisterSWOptions) {
    sw.options = options;
    const needRefresh = useState(false);
    sw.showUpdate = () => needRefresh[1](true);
    return { needRefresh, offlineReady: useState(false), updateServiceWorker: sw.updateServiceWorker };
  },
}));

beforeEach(() => {
  sw.updateServiceWorker.mockClear();
});

describe('new version prompt', () => {
  it('says nothing while no new version is waiting', () => {
    renderUi(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('says a new version is available and reloads into it on Reload', async () => {
    renderUi(<UpdatePrompt />);
    act(() => sw.showUpdate?.());
    expect(screen.getByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('A new version is available.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(sw.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('hides on Later without reloading', async () => {
    renderUi(<UpdatePrompt />);
    act(() => sw.showUpdate?.());
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.queryByText('A new version is available.')).toBeNull());
  });

  it('registers after the page has loaded and checks for a new version every hour', () => {
    vi.useFakeTimers();
    try {
      renderUi(<UpdatePrompt />);
      expect(sw.options?.immediate).toBe(false);
      const update = vi.fn(async () => {});
      sw.options?.onRegisteredSW?.('/sw.js', { update } as unknown as ServiceWorkerRegistration);
      vi.advanceTimersByTime(UPDATE_CHECK_MS - 1);
      expect(update).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(update).toHaveBeenCalledTimes(1);
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
    }
  });
});

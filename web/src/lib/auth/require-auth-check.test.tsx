// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderUi } from '../../test/render-ui';
import { validateCurrentUser } from './auth-client';
import { RequireAuthCheck } from './require-auth-check';

vi.mock('./auth-client', () => ({ validateCurrentUser: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
});

describe('RequireAuthCheck', () => {
  it("checks 200 ms after the screen opens and then shows 'Not Authorized. Please refresh and try again.'", async () => {
    vi.useFakeTimers();
    vi.mocked(validateCurrentUser).mockResolvedValue(null);
    renderUi(<RequireAuthCheck>secret screen</RequireAuthCheck>);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(validateCurrentUser).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(validateCurrentUser).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('Not Authorized. Please refresh and try again.');
    expect(screen.queryByText('secret screen')).toBeNull();
  });
});

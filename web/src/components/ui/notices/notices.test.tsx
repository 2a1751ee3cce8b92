// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Button } from '@mui/material';
import { renderUi } from '../../../test/render-ui';
import { DelayedAlert } from './delayed-alert';
import { FailureSnackbar } from './failure-snackbar';
import { NoticeAlert } from './notice-alert';
import { refreshedNotice } from './refreshed-notice';
import { NOTICE_TIMINGS } from './timings';
import { useTimedNotice } from './use-timed-notice';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function SaveScreen() {
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  return (
    <>
      <Button onClick={() => notices.show({ severity: 'success', text: 'Survey has been saved.' })}>
        Save
      </Button>
      <Button onClick={() => notices.show(refreshedNotice())}>Refresh</Button>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
    </>
  );
}

describe('notices', () => {
  it('has the spec timings', () => {
    expect(NOTICE_TIMINGS).toEqual({
      saveMessageMs: 7500,
      adminSnackbarMs: 6000,
      dashboardAlertDelayMs: 400,
      dashboardAlertHideMs: 5000,
    });
  });

  it('hides a save message 7.5 s after it appeared', () => {
    renderUi(<SaveScreen />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('status').textContent).toBe('Survey has been saved.');
    advance(7499);
    expect(screen.queryByText('Survey has been saved.')).not.toBeNull();
    advance(1);
    advance(1000); // the collapse transition
    expect(screen.queryByText('Survey has been saved.')).toBeNull();
  });

  it("shows 'Refreshed initiated...' as info", () => {
    renderUi(<SaveScreen />);
    act(() => screen.getByRole('button', { name: 'Refresh' }).click());
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Refreshed initiated...');
    expect(status.className).toContain('Info');
  });

  it('hides the admin failure snackbar after 6000 ms', () => {
    const onClose = vi.fn();
    renderUi(
      <FailureSnackbar
        text="Unable to retrieve User Count. Please refresh and try again."
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Unable to retrieve User Count.');
    advance(5999);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the dashboard alert after 400 ms and hides it 5 s later', () => {
    renderUi(<DelayedAlert notice={{ severity: 'warning', text: 'Check the selected series.' }} />);
    advance(399);
    expect(screen.queryByText('Check the selected series.')).toBeNull();
    advance(1);
    expect(screen.getByText('Check the selected series.')).toBeTruthy();
    advance(4999);
    expect(screen.getByText('Check the selected series.')).toBeTruthy();
    advance(1);
    advance(1000);
    expect(screen.queryByText('Check the selected series.')).toBeNull();
  });
});

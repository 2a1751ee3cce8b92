import { Alert, Collapse } from '@mui/material';
import { msg } from '@circles/shared/messages/kit';
import type { Notice } from './use-timed-notice';

/**
 * Shows a notice inline as an alert (errors as `alert`, the rest as `status`, so screen readers
 * announce them without stealing focus), with a close button when `onClose` is given.
 */
export function NoticeAlert({ notice, onClose }: { notice: Notice | undefined; onClose?: () => void }) {
  return (
    <div aria-live="polite">
      <Collapse in={Boolean(notice)} unmountOnExit>
        {notice && (
          <Alert
            severity={notice.severity}
            role={notice.severity === 'error' ? 'alert' : 'status'}
            onClose={onClose}
            slotProps={{ closeButton: { 'aria-label': msg('kit.notice.close') } }}
            sx={{ mb: 2 }}
          >
            {notice.text}
          </Alert>
        )}
      </Collapse>
    </div>
  );
}

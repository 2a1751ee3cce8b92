import { msg } from '@circles/shared/messages/modules';
import type { Notice } from './use-timed-notice';

/** The info shown when a list's Refresh is pressed (spec 001 §2.1, §4): 'Refreshed initiated...'. */
export function refreshedNotice(): Notice {
  return { severity: 'info', text: msg('modules.refreshed') };
}

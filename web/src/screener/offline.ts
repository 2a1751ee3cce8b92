import { t } from './text';

/**
 * The screener's offline notice: a status line above the screener, shown while the browser is
 * offline (`navigator.onLine` and its `online`/`offline` events) and hidden when the connection
 * returns. Returns the stop function (tests).
 */
export function showWhenOffline(root: HTMLElement, win: Window = window): () => void {
  const notice = root.ownerDocument.createElement('p');
  notice.className = 'screener-offline';
  notice.setAttribute('role', 'status');
  root.before(notice);
  const update = () => {
    const offline = !win.navigator.onLine;
    notice.hidden = !offline;
    notice.textContent = offline ? t('screener.offline') : '';
  };
  update();
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  return () => {
    win.removeEventListener('online', update);
    win.removeEventListener('offline', update);
    notice.remove();
  };
}

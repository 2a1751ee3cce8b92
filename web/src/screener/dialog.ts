import { h } from './dom';
import { t } from './text';

/**
 * Opens the terms and privacy policy as a modal `<dialog>`: the browser makes the rest of the page
 * inert (focus stays inside) and Escape closes it; focus returns to the link that opened it.
 */
export function openDialog(opener: HTMLElement): HTMLDialogElement {
  const close = h(
    'button',
    { type: 'button', class: 'primary', onclick: () => dialog.close() },
    t('screener.terms.close'),
  );
  const dialog = h(
    'dialog',
    { 'aria-labelledby': 'terms-title', class: 'policy' },
    h('h2', { id: 'terms-title' }, t('screener.terms.title')),
    h('p', {}, t('screener.terms.body1')),
    h('p', {}, t('screener.terms.body2')),
    h('p', {}, t('screener.terms.body3')),
    h('div', { class: 'actions' }, close),
  );
  // showModal makes the page inert, but Tab may still leave for the browser's own controls: keep it inside.
  dialog.addEventListener('keydown', (ev) => {
    if (ev.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (ev.shiftKey && document.activeElement === first) {
      ev.preventDefault();
      last.focus();
    } else if (!ev.shiftKey && document.activeElement === last) {
      ev.preventDefault();
      first.focus();
    }
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    opener.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
  return dialog;
}

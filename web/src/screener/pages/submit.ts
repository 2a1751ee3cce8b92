import { h } from '../dom';
import type { PageContext } from '../context';
import { t } from '../text';

/** Page 9: spinner while sending, then the thank-you with View Results, or the spec's error and a retry. */
export function submitPage(ctx: PageContext): HTMLElement {
  switch (ctx.state.submit) {
    case 'done':
      return h(
        'section',
        {},
        h('h1', { tabindex: -1 }, t('screener.thanks.heading')),
        h('p', {}, t('screener.thanks.text')),
        h(
          'div',
          { class: 'actions' },
          h(
            'button',
            { type: 'button', class: 'primary', onclick: () => ctx.go(10) },
            t('screener.thanks.viewResults'),
          ),
        ),
      );
    case 'failed':
      return h(
        'section',
        {},
        h('h1', { tabindex: -1 }, t('screener.submit.errorHeading')),
        // Offline, the screener is sent by itself when the connection returns (app.ts): the page says that
        // instead of asking the person to try again. A plain paragraph: the page's one live region
        // (ctx.announce) already says it, and a second would say it twice.
        navigator.onLine
          ? h('p', { class: 'error', role: 'alert' }, t('screener.submit.error'))
          : h('p', { class: 'waiting' }, t('screener.submit.waiting')),
        h(
          'div',
          { class: 'actions' },
          h(
            'button',
            { type: 'button', class: 'primary', onclick: () => ctx.submit() },
            t('screener.submit.retry'),
          ),
        ),
      );
    case 'idle':
    case 'submitting':
      return h(
        'section',
        { 'aria-busy': 'true' },
        h('h1', { tabindex: -1 }, t('screener.submit.heading')),
        h('div', { class: 'spinner', 'aria-hidden': 'true' }),
        h('p', {}, t('screener.submit.sending')),
      );
  }
}

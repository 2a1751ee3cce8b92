import { h } from '../dom';
import type { PageContext } from '../context';
import { t } from '../text';

/** Page 11: Next Steps, with Back to My Report (page 10). */
export function nextStepsPage(ctx: PageContext): HTMLElement {
  return h(
    'section',
    {},
    h('h1', { tabindex: -1 }, t('screener.next.title')),
    h('p', {}, t('screener.next.intro')),
    h(
      'ul',
      { class: 'steps' },
      h('li', {}, t('screener.next.step1')),
      h('li', {}, t('screener.next.step2')),
      h('li', {}, t('screener.next.step3')),
      h('li', {}, t('screener.next.step4')),
    ),
    h('p', {}, t('screener.next.contact', { connectorEmail: ctx.config.connectorEmail })),
    h(
      'div',
      { class: 'actions' },
      h('button', { type: 'button', class: 'primary', onclick: () => ctx.go(10) }, t('screener.next.back')),
    ),
  );
}

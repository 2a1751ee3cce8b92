import { h } from '../dom';
import type { PageContext } from '../context';
import { infoRows } from '../info-sheet';
import { t } from '../text';

/** Page -1: the information sheet (risks and advice), its PDF, and the back arrow to page 1. */
export function infoPage(ctx: PageContext): HTMLElement {
  const pdfError = h('p', { class: 'error', role: 'alert', hidden: true });
  const rows = infoRows.map(([r, a]): [string, string] => [t(r), t(a)]);
  return h(
    'section',
    {},
    h(
      'button',
      {
        type: 'button',
        class: 'back-arrow',
        'aria-label': t('screener.info.back'),
        onclick: () => ctx.go(1),
      },
      h('span', { 'aria-hidden': 'true' }, '←'),
    ),
    h('h1', { tabindex: -1 }, t('screener.info.title')),
    h('p', {}, t('screener.info.intro')),
    h(
      'table',
      { class: 'results' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('screener.info.colRisk')),
          h('th', { scope: 'col' }, t('screener.info.colAdvice')),
        ),
      ),
      h('tbody', {}, ...rows.map(([r, a]) => h('tr', {}, h('th', { scope: 'row' }, r), h('td', {}, a)))),
    ),
    pdfError,
    h(
      'div',
      { class: 'actions' },
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          onclick: () => {
            pdfError.hidden = true;
            void import('../pdf')
              .then((m) =>
                m.saveInfoPdf({
                  title: t('screener.info.title'),
                  intro: t('screener.info.intro'),
                  head: [t('screener.info.colRisk'), t('screener.info.colAdvice')] as [string, string],
                  rows,
                }),
              )
              .catch(() => {
                pdfError.textContent = t('screener.report.pdfError');
                pdfError.hidden = false;
              });
          },
        },
        t('screener.info.download'),
      ),
    ),
  );
}

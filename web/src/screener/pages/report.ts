import type { ScreenerMessageKey } from '@circles/shared/messages/screener';
import { riskLabel } from '@circles/shared/scoring/screener';
import { h } from '../dom';
import type { PageContext } from '../context';
import { resultOf, resultRows } from '../report-data';
import { riskMeter } from '../risk-meter';
import { t } from '../text';

/** Page 10: Social Risk Screener Report with the meter, label, results table, message, Save as PDF, What Next?. */
export function reportPage(ctx: PageContext): HTMLElement {
  const { score, level: levelKey } = resultOf(ctx.state);
  // The level's name in the reader's language ('Risque modéré'); its key names the message and meter.
  const level = riskLabel(levelKey);
  const meterText = t('screener.report.meter', { level, score });
  const message = t(`screener.level.${levelKey}` as ScreenerMessageKey, {
    connectorEmail: ctx.config.connectorEmail,
  });
  const rows = resultRows(ctx.state);
  const pdfError = h('p', { class: 'error', role: 'alert', hidden: true });
  const save = h(
    'button',
    {
      type: 'button',
      class: 'secondary',
      onclick: () => {
        pdfError.hidden = true;
        void import('../pdf')
          .then((m) =>
            m.saveReportPdf({
              title: t('screener.report.title'),
              level,
              score,
              rows,
              message,
              levelText: t('screener.report.level', { level }),
              scoreText: t('screener.report.score', { score }),
              head: [t('screener.report.colQuestion'), t('screener.report.colAnswer')],
            }),
          )
          .catch(() => {
            pdfError.textContent = t('screener.report.pdfError');
            pdfError.hidden = false;
          });
      },
    },
    t('screener.report.savePdf'),
  );
  return h(
    'section',
    {},
    h('h1', { tabindex: -1 }, t('screener.report.title')),
    h(
      'figure',
      { class: 'meter-box' },
      riskMeter(levelKey, meterText),
      h('figcaption', { class: `level level-${score}` }, t('screener.report.level', { level })),
    ),
    h('p', { class: 'score' }, t('screener.report.score', { score })),
    h('h2', {}, t('screener.report.resultsHeading')),
    h(
      'table',
      { class: 'results' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('screener.report.colQuestion')),
          h('th', { scope: 'col' }, t('screener.report.colAnswer')),
        ),
      ),
      h('tbody', {}, ...rows.map(([q, a]) => h('tr', {}, h('th', { scope: 'row' }, q), h('td', {}, a)))),
    ),
    h('p', { class: 'message' }, message),
    pdfError,
    h(
      'div',
      { class: 'actions' },
      save,
      h(
        'button',
        { type: 'button', class: 'primary', onclick: () => ctx.go(11) },
        t('screener.report.whatNext'),
      ),
    ),
  );
}

import type { ScreenerQuestionName } from '@circles/shared/rules/screener-answers';
import { h } from '../dom';
import type { PageContext } from '../context';
import type { QuestionPage } from '../flow';
import { pageComplete, questionPages } from '../flow';
import { question } from '../questions';
import { t } from '../text';

const TOTAL = 7;

function group(
  ctx: PageContext,
  name: ScreenerQuestionName,
  primary: boolean,
  onChange: () => void,
): HTMLElement {
  const q = question(name);
  const heading = primary ? h('h1', { tabindex: -1 }, t(q.label)) : h('h2', {}, t(q.label));
  const hintId = `${name}-hint`;
  return h(
    'fieldset',
    { class: q.scale ? 'choices scale' : 'choices', 'aria-describedby': q.hint ? hintId : undefined },
    h('legend', {}, heading),
    q.hint ? h('p', { id: hintId, class: 'hint' }, t(q.hint)) : null,
    ...q.choices.map((c) =>
      h(
        'label',
        { class: 'choice' },
        h('input', {
          type: 'radio',
          name,
          value: c.value,
          checked: ctx.state.answers[name] === c.value,
          onchange: () => {
            ctx.setAnswer(name, c.value);
            onChange();
          },
        }),
        h('span', {}, q.scale ? String(c.value) : t(c.label)),
      ),
    ),
  );
}

/** Pages 2–8: one question each (page 8 adds con_que); Next or Submit Survey enabled once answered. */
export function questionPage(ctx: PageContext, page: QuestionPage): HTMLElement {
  const isLast = page === 8;
  const forward = h(
    'button',
    {
      type: 'button',
      class: 'primary',
      disabled: !pageComplete(ctx.state, page),
      onclick: () => (isLast ? ctx.submit() : ctx.go((page + 1) as QuestionPage)),
    },
    t(isLast ? 'screener.nav.submit' : 'screener.nav.next'),
  );
  const refresh = () => {
    forward.disabled = !pageComplete(ctx.state, page);
  };
  return h(
    'section',
    {},
    h('p', { class: 'progress' }, t('screener.nav.progress', { current: page - 1, total: TOTAL })),
    ...questionPages[page].map((name, i) => group(ctx, name, i === 0, refresh)),
    h(
      'div',
      { class: 'actions' },
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          onclick: () => ctx.go(page === 2 ? 1 : ((page - 1) as QuestionPage)),
        },
        t('screener.nav.back'),
      ),
      forward,
    ),
  );
}

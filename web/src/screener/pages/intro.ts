import { screenerSources } from '@circles/shared/rules/screener-answers';
import { SOURCE_KEYS, type ScreenerMessageKey } from '@circles/shared/messages/screener';
import { h } from '../dom';
import { openDialog } from '../dialog';
import type { PageContext } from '../context';
import { t } from '../text';
import type { InfoField } from '../validation';
import { fieldError, infoErrors, infoFields } from '../validation';

const fieldSpec: Record<
  InfoField,
  { label: ScreenerMessageKey; type: string; autocomplete: string; inputmode?: string }
> = {
  firstName: { label: 'screener.field.firstName', type: 'text', autocomplete: 'given-name' },
  lastName: { label: 'screener.field.lastName', type: 'text', autocomplete: 'family-name' },
  email: { label: 'screener.field.email', type: 'email', autocomplete: 'email', inputmode: 'email' },
  phone: { label: 'screener.field.phone', type: 'tel', autocomplete: 'tel', inputmode: 'tel' },
  postalCode: { label: 'screener.field.postalCode', type: 'text', autocomplete: 'postal-code' },
};

/** Page 1: intro, contact fields validated as typed, source, terms dialog, Next. */
export function introPage(ctx: PageContext): HTMLElement {
  const inputs = new Map<InfoField, HTMLInputElement>();
  const errors = new Map<InfoField, HTMLElement>();

  function showError(field: InfoField, message: string | undefined): void {
    const input = inputs.get(field);
    const err = errors.get(field);
    if (!input || !err) return;
    err.textContent = message ?? '';
    err.hidden = !message;
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', err.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }

  const fields = infoFields.map((field) => {
    const spec = fieldSpec[field];
    const id = `f-${field}`;
    const input = h('input', {
      id,
      name: field,
      type: spec.type,
      autocomplete: spec.autocomplete,
      inputmode: spec.inputmode,
      value: ctx.state.info[field],
      required: field === 'firstName' || field === 'lastName',
      // The field keeps exactly what was typed (case and caret): rewriting an email input while typing
      // throws in browsers (no selection API on type=email) and loses keystrokes. The email is trimmed and
      // lower-cased when it is sent and stored (spec 000 §3), not here.
      oninput: () => {
        ctx.setInfo(field, input.value);
        if (input.getAttribute('aria-invalid') === 'true') showError(field, fieldError(field, input.value));
      },
      onblur: () => {
        if (input.value.trim() !== '' || input.getAttribute('aria-invalid') === 'true')
          showError(field, fieldError(field, input.value));
      },
    });
    inputs.set(field, input);
    const err = h('p', { id: `${id}-error`, class: 'field-error', hidden: true });
    errors.set(field, err);
    return h('div', { class: 'field' }, h('label', { for: id }, t(spec.label)), input, err);
  });

  const source = h(
    'select',
    { id: 'f-source', name: 'source', onchange: () => ctx.setInfo('source', source.value) },
    h('option', { value: '' }, t('screener.source.choose')),
    ...screenerSources.map((s) =>
      h('option', { value: s, selected: ctx.state.info.source === s }, t(SOURCE_KEYS[s])),
    ),
  );

  const form = h(
    'form',
    {
      novalidate: true,
      onsubmit: (ev: Event) => {
        ev.preventDefault();
        const errs = infoErrors(ctx.state.info);
        for (const f of infoFields) showError(f, errs[f]);
        const first = infoFields.find((f) => errs[f]);
        if (first) inputs.get(first)?.focus();
        else ctx.go(2);
      },
    },
    h('p', { class: 'hint' }, t('screener.intro.required')),
    ...fields,
    h('div', { class: 'field' }, h('label', { for: 'f-source' }, t('screener.field.source')), source),
    h(
      'p',
      { class: 'terms' },
      `${t('screener.terms.lead')} `,
      h(
        'button',
        {
          type: 'button',
          class: 'link',
          'aria-haspopup': 'dialog',
          onclick: (ev: Event) => openDialog(ev.currentTarget as HTMLElement),
        },
        t('screener.terms.link'),
      ),
      '.',
    ),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('screener.nav.next'))),
  );

  return h(
    'section',
    {},
    h('h1', { tabindex: -1 }, t('screener.title')),
    h('p', { class: 'lead' }, t('screener.intro.heading')),
    h('p', {}, t('screener.intro.text')),
    h(
      'p',
      {},
      `${t('screener.intro.infoLead')} `,
      h(
        'a',
        {
          href: '#page--1',
          onclick: (ev: Event) => {
            ev.preventDefault();
            ctx.go(-1);
          },
        },
        t('screener.intro.infoLink'),
      ),
    ),
    form,
  );
}

import {
  currentLocale,
  LOCALE_NAMES,
  LOCALES,
  negotiateLocale,
  setLocale,
  type Locale,
} from '@circles/shared/messages/locale';
import { readChosenLocale, setDocumentLanguage, writeChosenLocale } from '../lib/i18n/chosen-locale';
import { h } from './dom';
import { t } from './text';

/**
 * The screener's language: the one chosen with the switch on this device (here or in the app, one
 * origin), else the browser's first supported language, else English. The screener has no sign-in,
 * so there is no profile language.
 */
export function screenerLocale(languages: readonly string[] = navigator.languages): Locale {
  return readChosenLocale() ?? negotiateLocale(languages);
}

/** Sets the language every `t()` uses and `<html lang>`. */
export function applyScreenerLocale(locale: Locale): void {
  setLocale(locale);
  setDocumentLanguage(locale);
}

/**
 * Puts the language switch (English / Français, each named in its own language) into `host`. A choice
 * is kept on this device, the texts switch, and `onChange` shows the page again in the new language
 * (the answers and contact fields live in the screener's state, so nothing typed is lost). The buttons
 * stay in place (only their state and the group's label change), so the pressed one keeps the focus.
 */
export function mountLanguageSwitch(host: HTMLElement, onChange: () => void): void {
  const group = h('div', { role: 'group', class: 'language-switch' });
  const buttons = LOCALES.map((locale) =>
    h(
      'button',
      {
        type: 'button',
        class: 'language-option',
        onclick: () => {
          if (locale === currentLocale()) return;
          writeChosenLocale(locale);
          applyScreenerLocale(locale);
          update();
          onChange();
        },
      },
      h('span', { lang: locale }, LOCALE_NAMES[locale]),
    ),
  );
  function update(): void {
    group.setAttribute('aria-label', t('screener.language.label'));
    LOCALES.forEach((locale, i) =>
      buttons[i]?.setAttribute('aria-pressed', String(locale === currentLocale())),
    );
  }
  group.append(...buttons);
  update();
  host.replaceChildren(group);
}

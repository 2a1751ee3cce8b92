import type { Page } from 'playwright-core';
import { CATALOGUES } from '@circles/shared/messages/catalogues';

/*
 * Issue 25 item 3: a screen rendered in French shows no English text of the message catalogue. The
 * screen's texts (each visible text node, the accessible names and hints given as attributes, and the
 * document's title) are compared with every English text whose French differs; a text with
 * placeholders ('{n} selected') is compared as a pattern. Texts the catalogue has in both languages
 * (the same words, or a French text that is another key's English) never count, and neither does
 * anything inside an element marked `lang="en"` (the language switch's "English") or inside the module
 * designer's SurveyJS Creator (`.svc-creator`): its interface is the library's own (in French through
 * its own localisation, not our catalogue), and its design surface shows the template's texts in the
 * language being edited (the default English; French in its Translations tab).
 */

interface EnglishPattern {
  key: string;
  pattern: RegExp;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Letters outside placeholders: a pattern with fewer says too little to be recognised. */
const lettersOf = (text: string) => text.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length;

function englishTexts(): { exact: Map<string, string>; patterns: EnglishPattern[] } {
  const french = new Set<string>();
  for (const { fr } of Object.values(CATALOGUES))
    for (const text of Object.values(fr)) french.add(squeeze(text));
  const exact = new Map<string, string>();
  const patterns: EnglishPattern[] = [];
  for (const [area, { en, fr }] of Object.entries(CATALOGUES)) {
    for (const [key, raw] of Object.entries(en)) {
      const text = squeeze(raw);
      if (text === squeeze(fr[key] ?? '') || french.has(text) || lettersOf(text) < 3) continue;
      if (/\{\w+\}/.test(text)) {
        if (lettersOf(text) < 6) continue;
        const source = text
          .split(/\{\w+\}/)
          .map(escape)
          .join('.+?');
        patterns.push({ key: `${area}:${key}`, pattern: new RegExp(`^${source}$`) });
      } else exact.set(text, `${area}:${key}`);
    }
  }
  return { exact, patterns };
}

const ENGLISH = englishTexts();

/** How many English texts the check knows (a test proves the list is not empty). */
export const englishTextCount = (): number => ENGLISH.exact.size + ENGLISH.patterns.length;

/** The catalogue key whose English `text` is, if any. */
export function englishKeyOf(text: string): string | undefined {
  const shown = squeeze(text);
  return ENGLISH.exact.get(shown) ?? ENGLISH.patterns.find(({ pattern }) => pattern.test(shown))?.key;
}

/** The texts a person sees or hears on the page now: visible text, names and hints, the title. */
export async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const english = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('en');
    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true }) && !english(el) && !el.closest('.svc-creator');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName) && shown(el))
        texts.push(node.textContent ?? '');
    }
    for (const el of Array.from(
      document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    )) {
      if (!shown(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t.length > 0);
  });
}

/** The catalogue's English texts the page shows, as `English "<text>" (<area>:<key>)`, once each. */
export async function englishLeftovers(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await shownTexts(page)) {
    const key = englishKeyOf(text);
    if (key) found.add(`English "${text.slice(0, 60)}" (${key})`);
  }
  return [...found];
}

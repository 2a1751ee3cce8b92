import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenerEn } from '@circles/shared/messages/screener.en';
import type { ScreenerMessageKey } from '@circles/shared/messages/screener';
import type { ScreenerQuestionName } from '@circles/shared/rules/screener-answers';

/** Full-page answers in the order pages 2–8 ask them. */
export type Answers = Record<ScreenerQuestionName, number>;

/** The questions of pages 2–8, in order (page 8 also asks whether a Connector may call). */
export const SCREENER_PAGES: readonly [ScreenerQuestionName, ...ScreenerQuestionName[]][] = [
  ['household2_size'],
  ['community_activity_participate'],
  ['life_satisfaction2'],
  ['local_community_belonging'],
  ['lack_companionship'],
  ['feel_leftout'],
  ['feel_isolated', 'con_que'],
];

/** A plain set of answers (moderate risk): lives alone, takes part, some belonging, sometimes lonely. */
export const SAMPLE_ANSWERS: Readonly<Answers> = {
  household2_size: 0,
  community_activity_participate: 1,
  life_satisfaction2: 5,
  local_community_belonging: 2,
  lack_companionship: 1,
  feel_leftout: 1,
  feel_isolated: 0,
  con_que: 1,
};

/** The screener's texts in one language (`screenerEn` or `screenerFr`). */
export type ScreenerTexts = Readonly<Record<ScreenerMessageKey, string>>;

/** The label a person sees for one coded answer (in the language of `texts`, English by default). */
export function choiceLabel(
  name: ScreenerQuestionName,
  value: number,
  texts: ScreenerTexts = screenerEn,
): string {
  if (name === 'life_satisfaction2') return String(value);
  const frequency = name === 'lack_companionship' || name === 'feel_leftout' || name === 'feel_isolated';
  const key = (
    frequency ? `screener.q.frequency.${value}` : `screener.q.${name}.${value}`
  ) as ScreenerMessageKey;
  return texts[key];
}

/** The page's single h1, once it has focus (focus moves to the heading on every page change). */
export async function expectHeading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text }).waitFor({ timeout: 10_000 });
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  expect(await page.locator('h1').count()).toBe(1);
}

/** Picks one answer of a question on the current page (its texts in the language of `texts`). */
export async function choose(
  page: Page,
  name: ScreenerQuestionName,
  value: number,
  texts: ScreenerTexts = screenerEn,
): Promise<void> {
  const group = page.getByRole('group', { name: texts[`screener.q.${name}`] });
  await group.getByRole('radio', { name: choiceLabel(name, value, texts), exact: true }).check();
}

/** Fills page 1 with valid names (its labels in the language of `texts`). */
export async function fillIntro(
  page: Page,
  first = 'Ann',
  last = 'Lee',
  texts: ScreenerTexts = screenerEn,
): Promise<void> {
  await page.getByLabel(texts['screener.field.firstName']).fill(first);
  await page.getByLabel(texts['screener.field.lastName']).fill(last);
}

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenerEn as m } from '@circles/shared/messages/screener.en';
import { dynamoLeadsRepository } from '@circles/functions/public/data/leads-repository';
import { useBrowserStack } from '../support/stack';
import type { Answers } from './screener-support';
import { SCREENER_PAGES, choose, expectHeading, fillIntro } from './screener-support';

const env = useBrowserStack();
let clients = 0;

const answers: Answers = {
  household2_size: 1,
  community_activity_participate: 1,
  life_satisfaction2: 6,
  local_community_belonging: 2,
  lack_companionship: 1,
  feel_leftout: 1,
  feel_isolated: 1,
  con_que: 1,
};
/** Answers pages 2–8 and submits; resolves with the stored submission's id. */
async function answerAndSubmit(page: Page): Promise<string> {
  for (const names of SCREENER_PAGES.slice(0, -1)) {
    await expectHeading(page, m[`screener.q.${names[0]}`]);
    for (const name of names) await choose(page, name, answers[name]);
    await page.getByRole('button', { name: m['screener.nav.next'], exact: true }).click();
  }
  const last = SCREENER_PAGES.at(-1)!;
  await expectHeading(page, m[`screener.q.${last[0]}`]);
  for (const name of last) await choose(page, name, answers[name]);
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/publicsurveys/create')),
    page.getByRole('button', { name: m['screener.nav.submit'], exact: true }).click(),
  ]);
  expect(res.status()).toBe(201);
  await expectHeading(page, m['screener.thanks.heading']);
  return ((await res.json()) as { id: string }).id;
}

/** A new client (its own rate-limit bucket) on page 1, collecting page errors. */
async function open(): Promise<{ page: Page; errors: Error[]; close: () => Promise<void> }> {
  const context = await env.browser().newContext({ viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.stack().apiUrl });
  await context.setExtraHTTPHeaders({
    'cloudfront-viewer-address': `10.98.${Math.floor(Math.random() * 250)}.${++clients}:443`,
  });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(`${env.stack().apiUrl}/socialrisk`);
  await expectHeading(page, m['screener.title']);
  return { page, errors, close: () => context.close() };
}

describe('public screener first page (issue 23)', () => {
  it('ends the terms sentence with its full stop right after the link, with no gap before it', async () => {
    const { page, close } = await open();
    try {
      const terms = page.getByRole('button', { name: m['screener.terms.link'] });
      // The gap in px between the link's last letter and the '.' that follows it.
      const gap = await terms.evaluate((button) => {
        const letters = document.createRange();
        letters.selectNodeContents(button);
        const stop = document.createRange();
        stop.selectNodeContents(button.nextSibling!);
        return stop.getBoundingClientRect().left - letters.getBoundingClientRect().right;
      });
      expect(gap).toBeLessThan(1);
    } finally {
      await close();
    }
  });
});

describe('public screener email (issue 20)', () => {
  it('keeps an email typed with capitals as typed, proceeds and stores it trimmed and lower-cased', async () => {
    const { page, errors, close } = await open();
    try {
      await fillIntro(page, 'Jane', 'Doe');
      const email = page.getByLabel(m['screener.field.email']);
      await email.click();
      await page.keyboard.type('Jane.Doe@Example.COM');
      await page.keyboard.press('Tab');
      expect(errors).toEqual([]);
      expect(await email.inputValue()).toBe('Jane.Doe@Example.COM');
      expect(await email.getAttribute('aria-invalid')).toBeNull();
      expect(await page.locator('#f-email-error').isVisible()).toBe(false);
      await page.getByRole('button', { name: m['screener.nav.next'], exact: true }).click();
      const id = await answerAndSubmit(page);
      expect(errors).toEqual([]);
      const stored = await dynamoLeadsRepository.get(id);
      expect(stored?.memberInfo).toMatchObject({ name: 'Jane Doe', email: 'jane.doe@example.com' });
    } finally {
      await close();
    }
  });

  it('keeps a pasted email with a leading space and stores it trimmed and lower-cased', async () => {
    const { page, errors, close } = await open();
    try {
      await fillIntro(page, 'Mary', 'Obrien');
      const email = page.getByLabel(m['screener.field.email']);
      await email.click();
      await page.evaluate(() => navigator.clipboard.writeText(' Mary.OBrien@Example.com'));
      await page.keyboard.press('ControlOrMeta+V');
      expect(errors).toEqual([]);
      expect((await email.inputValue()).trim()).toBe('Mary.OBrien@Example.com');
      await page.keyboard.press('Tab');
      expect(await email.getAttribute('aria-invalid')).toBeNull();
      await page.getByRole('button', { name: m['screener.nav.next'], exact: true }).click();
      const id = await answerAndSubmit(page);
      expect(errors).toEqual([]);
      const stored = await dynamoLeadsRepository.get(id);
      expect(stored?.memberInfo).toMatchObject({ name: 'Mary Obrien', email: 'mary.obrien@example.com' });
    } finally {
      await close();
    }
  });
});

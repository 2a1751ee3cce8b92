import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { screenerEn as m } from '@circles/shared/messages/screener.en';
import { screenerFr as fr } from '@circles/shared/messages/screener.fr';
import { msg as scoringMsg } from '@circles/shared/messages/scoring';
import { screenerRisk } from '@circles/shared/scoring/screener';
import { dynamoLeadsRepository } from '@circles/functions/public/data/leads-repository';
import { pdfText } from '../support/pdf-text';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations } from './app-support';
import type { Answers } from './screener-support';
import { SAMPLE_ANSWERS, SCREENER_PAGES, choose, expectHeading, fillIntro } from './screener-support';

const env = useBrowserStack();
let clients = 0;

/** A phone-sized page; each context is its own client for the rate limit (CloudFront's viewer address). */
async function openScreener(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser().newContext({
    viewport: { width: 390, height: 844 },
    acceptDownloads: true,
    isMobile: true,
    hasTouch: true,
  });
  await context.setExtraHTTPHeaders({
    'cloudfront-viewer-address': `10.99.${Math.floor(Math.random() * 250)}.${++clients}:443`,
  });
  const page = await context.newPage();
  await page.goto(`${env.stack().apiUrl}/socialrisk`);
  await expectHeading(page, m['screener.title']);
  return { context, page };
}

/** Checks the download is a PDF named `name`; answers its selectable text, white space runs one space. */
async function expectPdf(download: Download, name: string): Promise<string> {
  expect(download.suggestedFilename()).toBe(name);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  return pdfText(bytes);
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Answers pages `from`–`to` (2–8) by pointer, checking Next stays disabled until each page is answered. */
async function answerPages(page: Page, answers: Answers, from = 2, to = 8, axe = false): Promise<void> {
  for (let n = from; n <= to; n++) {
    const names = SCREENER_PAGES[n - 2]!;
    await expectHeading(page, m[`screener.q.${names[0]}`]);
    expect(page.url()).toMatch(new RegExp(`#page-${n}$`));
    const forward = page.getByRole('button', {
      name: n === 8 ? m['screener.nav.submit'] : m['screener.nav.next'],
      exact: true,
    });
    expect(await forward.isDisabled()).toBe(true);
    for (const name of names) await choose(page, name, answers[name]);
    if (axe) await expectNoAxeViolations(page);
    expect(await forward.isEnabled()).toBe(true);
    if (n < to || to === 8) await forward.click();
  }
}

/** Presses Tab until the focused element matches a CSS selector (keyboard only; fails after 40 presses). */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('public social health screener (/socialrisk)', () => {
  it('walks all eleven pages with a failed submit, a retry, both PDFs and no axe violations', async () => {
    const { context, page } = await openScreener();
    try {
      await expectNoAxeViolations(page);

      // Page -1: the information sheet and its PDF, back arrow to page 1.
      await page.getByRole('link', { name: m['screener.intro.infoLink'] }).click();
      await expectHeading(page, m['screener.info.title']);
      expect(page.url()).toMatch(/#page--1$/);
      await expectNoAxeViolations(page);
      const [info] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m['screener.info.download'] }).click(),
      ]);
      await expectPdf(info, 'SocialHealthInfo.pdf');
      await page.getByRole('button', { name: m['screener.info.back'] }).click();
      await expectHeading(page, m['screener.title']);

      // Terms dialog: modal, Escape closes it and focus returns to the link.
      const terms = page.getByRole('button', { name: m['screener.terms.link'] });
      await terms.click();
      const dialog = page.getByRole('dialog', { name: m['screener.terms.title'] });
      await dialog.waitFor();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await terms.evaluate((el) => el === document.activeElement)).toBe(true);

      // Validation: errors under fields, linked with aria-describedby; Next stays on page 1.
      await page.getByRole('button', { name: m['screener.nav.next'], exact: true }).click();
      const first = page.getByLabel(m['screener.field.firstName']);
      expect(await first.getAttribute('aria-invalid')).toBe('true');
      const errorId = await first.getAttribute('aria-describedby');
      expect(await page.locator(`#${errorId}`).innerText()).toBe('Cannot be empty');
      expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
      await expectNoAxeViolations(page);
      await fillIntro(page, 'Ann', 'Lee');
      const email = page.getByLabel(m['screener.field.email']);
      await email.pressSequentially('Ann.Lee@EXAMPLE.org');
      // The field keeps what was typed; the stored email is lower-cased (checked below).
      expect(await email.inputValue()).toBe('Ann.Lee@EXAMPLE.org');
      await page.getByLabel(m['screener.field.phone']).fill('12');
      await page.getByRole('button', { name: m['screener.nav.next'], exact: true }).click();
      expect(await page.locator('#f-phone-error').isVisible()).toBe(true);
      await page.getByLabel(m['screener.field.phone']).fill('5195551234');
      await page.getByLabel(m['screener.field.source']).selectOption('WECCC');
      await page.getByRole('button', { name: m['screener.nav.next'], exact: true }).click();

      // Pages 2–5, a reload on page 5 keeps everything; back and forward move between pages.
      await answerPages(page, SAMPLE_ANSWERS, 2, 5, true);
      await page.reload();
      await expectHeading(page, m['screener.q.local_community_belonging']);
      expect(
        await page.getByRole('radio', { name: m['screener.q.local_community_belonging.2'] }).isChecked(),
      ).toBe(true);
      await page.goBack();
      await expectHeading(page, m['screener.q.life_satisfaction2']);
      expect(await page.getByRole('radio', { name: '5', exact: true }).isChecked()).toBe(true);
      await page.goForward();
      await expectHeading(page, m['screener.q.local_community_belonging']);
      await page.getByRole('button', { name: m['screener.nav.next'], exact: true }).click();

      // The first submit fails; the retry reuses the same submission id.
      const keysSent: string[] = [];
      let failNext = true;
      await page.route('**/api/publicsurveys/create', async (route) => {
        keysSent.push(route.request().headers()['idempotency-key'] ?? '');
        if (failNext) {
          failNext = false;
          await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
        } else {
          await route.continue();
        }
      });
      await answerPages(page, SAMPLE_ANSWERS, 6, 8, true);
      await expectHeading(page, m['screener.submit.errorHeading']);
      expect(await page.getByRole('alert').innerText()).toBe(
        'Error submitting your survey. Please try again.',
      );
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: m['screener.submit.retry'] }).click();
      await expectHeading(page, m['screener.thanks.heading']);
      await expectNoAxeViolations(page);
      expect(keysSent).toHaveLength(2);
      expect(keysSent[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keysSent[1]).toBe(keysSent[0]);
      expect(await page.locator('#live').innerText()).toBe(m['screener.thanks.text']);

      // Page 10: the report, its PDF; page 11 and back.
      await page.getByRole('button', { name: 'View Results' }).click();
      await expectHeading(page, 'Social Risk Screener Report');
      const expected = screenerRisk(SAMPLE_ANSWERS);
      expect(await page.getByRole('img', { name: new RegExp(expected.level) }).count()).toBe(1);
      expect(await page.locator('figcaption').innerText()).toContain(expected.level);
      expect(await page.locator('.message').innerText()).toContain(env.stack().env.CONNECTOR_EMAIL ?? '@');
      await expectNoAxeViolations(page);
      const [report] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Save as PDF' }).click(),
      ]);
      await expectPdf(report, 'your-survey.pdf');
      await page.getByRole('button', { name: 'What Next?' }).click();
      await expectHeading(page, 'Next Steps');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Back to My Report' }).click();
      await expectHeading(page, 'Social Risk Screener Report');
      // A refresh of the report keeps it.
      await page.reload();
      await expectHeading(page, 'Social Risk Screener Report');
      expect(await page.locator('figcaption').innerText()).toContain(expected.level);

      // The server stored the same risk, the normalised name and the lowercased email.
      const stored = await dynamoLeadsRepository.get(keysSent[0]!);
      expect({ score: stored?.score, level: stored?.level }).toEqual(expected);
      expect(stored?.memberInfo).toMatchObject({
        name: 'Ann Lee',
        email: 'ann.lee@example.org',
        phone: '5195551234',
      });
      expect(stored?.source).toBe('WECCC');
      // A fresh visit starts over: the answers of the last person are gone.
      await page.goto(`${env.stack().apiUrl}/socialrisk`);
      await expectHeading(page, m['screener.title']);
      expect(await page.locator('#f-firstName').inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('can be completed with the keyboard alone', async () => {
    const { context, page } = await openScreener();
    try {
      await tabTo(page, '#f-firstName');
      await page.keyboard.type('Kim');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Park');
      await tabTo(page, 'button[type=submit]');
      await page.keyboard.press('Enter');
      for (const [n, names] of SCREENER_PAGES.entries()) {
        await expectHeading(page, m[`screener.q.${names[0]}`]);
        for (const name of names) {
          await tabTo(page, `input[name="${name}"]`);
          const index = await page.evaluate(
            (nm) =>
              Array.from(document.querySelectorAll(`input[name="${nm}"]`)).indexOf(
                document.activeElement as Element,
              ),
            name,
          );
          expect(index).toBe(0);
          // Space picks the focused first choice; each arrow moves to and picks the next one.
          await page.keyboard.press('Space');
          for (let k = 0; k < 1 + (n % 2); k++) await page.keyboard.press('ArrowDown');
        }
        await tabTo(page, 'button.primary');
        await page.keyboard.press('Enter');
      }
      await expectHeading(page, m['screener.thanks.heading']);
      await tabTo(page, 'button.primary');
      await page.keyboard.press('Enter');
      await expectHeading(page, 'Social Risk Screener Report');
      await tabTo(page, 'button.primary');
      await page.keyboard.press('Enter');
      await expectHeading(page, 'Next Steps');
      await tabTo(page, 'button.primary');
      await page.keyboard.press('Enter');
      await expectHeading(page, 'Social Risk Screener Report');
    } finally {
      await context.close();
    }
  });

  it('runs in French to its French PDFs, the level named in French, the stored answers the same codes', async () => {
    const { context, page } = await openScreener();
    try {
      await page
        .getByRole('group', { name: m['screener.language.label'] })
        .getByRole('button', { name: 'Français' })
        .click();
      await page.getByRole('heading', { level: 1, name: fr['screener.title'] }).waitFor();
      await page.getByRole('link', { name: fr['screener.intro.infoLink'] }).click();
      await expectHeading(page, fr['screener.info.title']);
      const [info] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: fr['screener.info.download'] }).click(),
      ]);
      const sheet = await expectPdf(info, 'SocialHealthInfo.pdf');
      for (const key of [
        'screener.info.title',
        'screener.info.risk.alone',
        'screener.info.colAdvice',
      ] as const) {
        expect(sheet, key).toContain(words(fr[key]));
        expect(sheet, key).not.toContain(words(m[key]));
      }
      await page.getByRole('button', { name: fr['screener.info.back'] }).click();
      await fillIntro(page, 'Zoé', 'Lévesque', fr);
      await page.getByRole('button', { name: fr['screener.nav.next'], exact: true }).click();
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/publicsurveys/create'));
      for (const [n, names] of SCREENER_PAGES.entries()) {
        await expectHeading(page, fr[`screener.q.${names[0]}`]);
        for (const name of names) await choose(page, name, SAMPLE_ANSWERS[name], fr);
        const last = n === SCREENER_PAGES.length - 1;
        await page
          .getByRole('button', { name: fr[last ? 'screener.nav.submit' : 'screener.nav.next'], exact: true })
          .click();
      }
      const api = (await (await answered).json()) as { id: string; level: string };
      await expectHeading(page, fr['screener.thanks.heading']);
      await page.getByRole('button', { name: fr['screener.thanks.viewResults'] }).click();
      await expectHeading(page, fr['screener.report.title']);
      const levelLine = fr['screener.report.level'].replace(
        '{level}',
        scoringMsg('scoring.risk.moderate', undefined, 'fr'),
      );
      expect(await page.locator('figcaption').innerText()).toBe(levelLine);
      const [report] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: fr['screener.report.savePdf'] }).click(),
      ]);
      const text = await expectPdf(report, 'your-survey.pdf');
      for (const line of [fr['screener.report.title'], levelLine, fr['screener.report.colAnswer']])
        expect(text).toContain(words(line));
      expect(text).toContain(words(fr['screener.level.Moderate Risk']).split(' ').slice(0, 8).join(' '));
      for (const english of [m['screener.report.title'], m['screener.report.colAnswer'], 'Moderate Risk'])
        expect(text).not.toContain(english);
      // Answers are stored as their codes and the level by its name, whatever the language.
      const stored = await dynamoLeadsRepository.get(api.id);
      expect(stored?.level).toBe('Moderate Risk');
      expect(stored?.responseJSON).toMatchObject({ household2_size: 0, life_satisfaction2: 5 });
    } finally {
      await context.close();
    }
  });

  const levels: [string, Answers][] = [
    ['Lowest Risk', { ...SAMPLE_ANSWERS, household2_size: 2, life_satisfaction2: 9, lack_companionship: 0 }],
    ['Some Risk', { ...SAMPLE_ANSWERS, life_satisfaction2: 8 }],
    ['Moderate Risk', { ...SAMPLE_ANSWERS }],
    [
      'High Risk',
      { ...SAMPLE_ANSWERS, community_activity_participate: 0, local_community_belonging: 0, con_que: 0 },
    ],
  ];

  it.each(levels)('reaches %s, and the server stored the same score', async (level, answers) => {
    const { context, page } = await openScreener();
    try {
      await fillIntro(page, 'Lee', 'Ng');
      await page.getByRole('button', { name: m['screener.nav.next'], exact: true }).click();
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/publicsurveys/create'));
      await answerPages(page, answers);
      const res = await answered;
      expect(res.status()).toBe(201);
      const api = (await res.json()) as { id: string; score: number; level: string };
      expect(api.level).toBe(level);
      await expectHeading(page, m['screener.thanks.heading']);
      await page.getByRole('button', { name: 'View Results' }).click();
      await expectHeading(page, 'Social Risk Screener Report');
      expect(await page.locator('figcaption').innerText()).toBe(
        m['screener.report.level'].replace('{level}', level),
      );
      expect(await page.locator('.score').innerText()).toBe(
        m['screener.report.score'].replace('{score}', String(api.score)),
      );
      const stored = await dynamoLeadsRepository.get(api.id);
      expect(stored?.score).toBe(api.score);
      expect(stored?.level).toBe(level);
      expect(stored?.consentToContact).toBe(answers.con_que === 1);
    } finally {
      await context.close();
    }
  });
});

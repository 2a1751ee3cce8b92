import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { authEn as a } from '@circles/shared/messages/auth.en';
import { msg as dashboardMsg } from '@circles/shared/messages/dashboard';
import { screenerEn as q } from '@circles/shared/messages/screener.en';
import { msg as screenerMsg } from '@circles/shared/messages/screener';
import { shellEn as s } from '@circles/shared/messages/shell.en';
import { screenerRisk } from '@circles/shared/scoring/screener';
import { dynamoLeadsRepository } from '@circles/functions/public/data/leads-repository';
import { useBrowserStack } from '../support/stack';
import { PASSWORD_LABEL } from './app-support';
import { SCREENER_PAGES, choose, expectHeading, fillIntro, type Answers } from './screener-support';
import {
  JOURNEY_TIMEOUT,
  VIEWPORTS,
  expectAccessible,
  expectKnownDefectFixed,
  startJourney,
  uniqueName,
} from './journey-kit';

/**
 * The public visitor's errand (issue 20): Jane takes the two-minute screener, typing her email as she
 * writes it (mixed case), reads her report and saves it as PDF, then registers and signs in.
 */
const env = useBrowserStack();

/** Jane's answers: lives alone, takes part, fairly satisfied, somewhat weak belonging, sometimes lonely. */
const janeSays: Answers = {
  household2_size: 0,
  community_activity_participate: 1,
  life_satisfaction2: 7,
  local_community_belonging: 1,
  lack_companionship: 1,
  feel_leftout: 0,
  feel_isolated: 1,
  con_que: 1,
};

describe('journey: a public visitor (Jane)', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `takes the screener to its PDF with a mixed-case email, then registers and signs in at ${viewport.label}`,
      async () => {
        const stack = env.stack();
        const expected = screenerRisk(janeSays);
        const j = await startJourney(env.browser(), stack, viewport, 'visitor');
        const { page } = j;
        try {
          // Page 1: who she is; the email is lowercased as she types it.
          await j.goto('/socialrisk');
          await expectHeading(page, q['screener.title']);
          await fillIntro(page, 'Jane', 'Doe');
          const email = page.getByLabel(q['screener.field.email']);
          await email.pressSequentially('Jane.Doe@Example.COM');
          // Shown as typed or lowercased as typed (spec 000 §5); stored lowercased either way (below).
          expect((await email.inputValue()).toLowerCase()).toBe('jane.doe@example.com');
          // Known defect (issue 20, fixed on another branch): each typed letter threw a page error.
          await expectKnownDefectFixed(
            'typing a mixed-case email raises no page error',
            () => Promise.resolve(j.pageErrors),
            [],
            0,
          );
          j.pageErrors.splice(0); // recorded above; the end of the journey checks the later steps
          await page.getByLabel(q['screener.field.postalCode']).fill('N9A 1B2');
          await page.getByLabel(q['screener.field.source']).selectOption('Media');
          await j.shot('intro');
          await page.getByRole('button', { name: q['screener.nav.next'], exact: true }).click();

          // Pages 2–8: Next (Submit on page 8) waits for an answer.
          let submitted: Response | undefined;
          for (const [i, names] of SCREENER_PAGES.entries()) {
            await expectHeading(page, q[`screener.q.${names[0]}`]);
            const last = i === SCREENER_PAGES.length - 1;
            const forward = page.getByRole('button', {
              name: last ? q['screener.nav.submit'] : q['screener.nav.next'],
              exact: true,
            });
            expect(await forward.isDisabled()).toBe(true);
            for (const name of names) await choose(page, name, janeSays[name]);
            expect(await forward.isEnabled()).toBe(true);
            if (i === 2) await j.shot('question');
            if (!last) await forward.click();
            else
              [submitted] = await Promise.all([
                page.waitForResponse((res) => res.url().endsWith('/api/publicsurveys/create')),
                forward.click(),
              ]);
          }

          // Thank you → her report → PDF → Next Steps and back. Her lead is stored with her email lowercased.
          expect(submitted?.status()).toBe(201);
          const stored = await dynamoLeadsRepository.get(((await submitted!.json()) as { id: string }).id);
          expect(stored?.memberInfo).toMatchObject({ name: 'Jane Doe', email: 'jane.doe@example.com' });
          await expectHeading(page, q['screener.thanks.heading']);
          await page.getByRole('button', { name: q['screener.thanks.viewResults'] }).click();
          await expectHeading(page, q['screener.report.title']);
          await page.getByText(screenerMsg('screener.report.level', { level: expected.level })).waitFor();
          await page.getByText(screenerMsg('screener.report.score', { score: expected.score })).waitFor();
          await j.shot('report');
          if (viewport.width === VIEWPORTS[0]!.width) await expectAccessible(page);
          const saved = await j.download(() =>
            page.getByRole('button', { name: q['screener.report.savePdf'] }).click(),
          );
          expect(saved).toEqual({ name: 'your-survey.pdf', head: '%PDF-' });
          await page.getByRole('button', { name: q['screener.report.whatNext'] }).click();
          await expectHeading(page, q['screener.next.title']);
          await page.getByRole('button', { name: q['screener.next.back'] }).click();
          await expectHeading(page, q['screener.report.title']);

          // Registration from the login screen, with the same way of writing her email.
          await j.goto('/');
          await page.getByRole('link', { name: a['auth.login.registerLink'] }).click();
          await page.getByRole('heading', { name: a['auth.register.title'] }).waitFor();
          const name = `Jane O'${uniqueName()}`;
          const login = `Jane.${uniqueName()}@Example.COM`;
          const password = 'Str0ng!pass';
          await page.getByLabel(/^Name\W*$/).fill(name);
          await page.getByLabel(a['auth.register.city']).fill('Windsor');
          await page.getByLabel(a['auth.register.postalCode']).fill('N9A 1B2');
          await page.getByLabel(a['auth.register.email']).fill(login);
          await page.getByLabel(/^Password\W*$/).fill(password);
          await page.getByLabel(/^Confirm Password\W*$/).fill(password);
          const register = page.getByRole('button', { name: a['auth.register.submit'] });
          expect(await register.isDisabled()).toBe(true);
          await page.getByRole('checkbox', { name: a['auth.register.agree'] }).check();
          expect(await register.isEnabled()).toBe(true);
          await j.shot('register');
          const alerted = new Promise<string>((resolve) =>
            page.once('dialog', (dialog) => {
              resolve(dialog.message());
              void dialog.accept();
            }),
          );
          await register.click();
          expect(await alerted).toBe(a['auth.register.success']);
          await page
            .getByRole('button', { name: a['auth.login.signIn'], exact: true })
            .waitFor({ timeout: 20_000 });

          // She signs in as she registered and lands on her own dashboard.
          await page.getByLabel('Email or Phone number').fill(login);
          await page.getByLabel(PASSWORD_LABEL).fill(password);
          await page.getByRole('button', { name: a['auth.login.signIn'], exact: true }).click();
          await page
            .getByRole('heading', { level: 1, name: dashboardMsg('dashboard.viewing', { name }) })
            .waitFor({ timeout: 20_000 });
          await page.getByRole('button', { name: s['shell.account.menu'] }).waitFor();
          await j.shot('dashboard');
          j.expectNoPageErrors();
        } finally {
          await j.close();
        }
      },
      JOURNEY_TIMEOUT,
    );
  }
});

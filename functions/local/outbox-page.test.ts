import { describe, expect, it } from 'vitest';
import { OUTBOX_JSON_PATH, OUTBOX_PATH, outboxAnswer, outboxHtml, type CaughtMail } from './outbox-page';

const mails: CaughtMail[] = [
  {
    at: '2026-03-01T10:00:00.000Z',
    to: 'cora@circles.example.org',
    subject: 'A follow-up needs your attention',
    text: 'Open it in Circles: http://127.0.0.1:3000/followups/F1',
  },
  {
    at: '2026-03-02T10:00:00.000Z',
    to: 'lena@circles.example.org',
    subject: 'Second <b>mail</b>',
    text: 'Open it: http://127.0.0.1:3000/followups/F2?a=1&b=2',
  },
];

describe('the local outbox viewer', () => {
  it('shows every caught mail, newest first, with its link clickable and everything escaped', () => {
    const html = outboxHtml(mails);
    expect(html.indexOf('lena@')).toBeLessThan(html.indexOf('cora@'));
    expect(html).toContain('<a href="http://127.0.0.1:3000/followups/F1">');
    expect(html).toContain('Second &lt;b&gt;mail&lt;/b&gt;');
    expect(html).not.toContain('<b>mail</b>');
    expect(html).toContain('F2?a=1&amp;b=2');
    expect(html).not.toContain('<script');
  });

  it('says so when nothing was caught', () => {
    expect(outboxHtml([])).toContain('No mail yet.');
  });

  it('answers the page and the JSON on their paths only, GET and HEAD only, never cached', async () => {
    const read = async () => mails;
    const page = await outboxAnswer('GET', OUTBOX_PATH, read);
    expect(page).toMatchObject({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
    expect(page!.headers['cache-control']).toBe('no-store');
    expect(page!.headers['content-security-policy']).toContain("default-src 'none'");
    const json = await outboxAnswer('GET', OUTBOX_JSON_PATH, read);
    expect(JSON.parse(json!.body)).toEqual({ mails: [mails[1], mails[0]] });
    expect((await outboxAnswer('POST', OUTBOX_PATH, read))!.status).toBe(405);
    expect(await outboxAnswer('GET', '/local/other', read)).toBeUndefined();
    expect(await outboxAnswer('GET', '/api/followups', read)).toBeUndefined();
  });
});

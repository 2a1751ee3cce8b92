import { beforeAll, describe, expect, it } from 'vitest';
import { handler as escalate } from '@circles/functions/followups/jobs/escalation-job';
import { OUTBOX_JSON_PATH, OUTBOX_PATH } from '../../functions/local/outbox-page';
import { useStackEnv } from '../support/stack';

/*
 * Issue 24 §3: under `npm start` the escalation job's mails land in the local outbox, and the local
 * server (127.0.0.1 only, never deployed) shows them at /local/outbox.
 */
let apiUrl: string;
beforeAll(() => {
  apiUrl = useStackEnv().apiUrl;
});

describe('the local outbox viewer', () => {
  it('shows the mails the escalation job sent, newest first, each a link and no health details', async () => {
    expect(new URL(apiUrl).hostname).toBe('127.0.0.1');
    // Far past every seeded due date: the seeded overdue follow-ups move on and their mails are caught.
    const run = await escalate({ scheduledAt: new Date(Date.now() + 400 * 86_400_000).toISOString() });
    expect(run.escalated.length).toBeGreaterThan(0);

    const res = await fetch(`${apiUrl}${OUTBOX_JSON_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { mails } = (await res.json()) as { mails: { at: string; to: string; text: string }[] };
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((m) => m.at)).toEqual(
      mails
        .map((m) => m.at)
        .sort()
        .reverse(),
    );
    for (const id of run.escalated) expect(mails.some((m) => m.text.includes(`/followups/${id}`))).toBe(true);
    for (const m of mails) {
      expect(m.text).toMatch(/https?:\/\/\S+\/followups\/\S+$/);
      for (const detail of ['Mary', 'Paul', 'Otto', 'lonely', 'Risk']) expect(m.text).not.toContain(detail);
    }

    const page = await fetch(`${apiUrl}${OUTBOX_PATH}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(`/followups/${run.escalated[0]}`);
    expect(html).toContain(mails[0]!.to);
  });

  it('only reads: another method answers 405 and changes nothing', async () => {
    const before = ((await (await fetch(`${apiUrl}${OUTBOX_JSON_PATH}`)).json()) as { mails: unknown[] })
      .mails;
    const res = await fetch(`${apiUrl}${OUTBOX_PATH}`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    const after = ((await (await fetch(`${apiUrl}${OUTBOX_JSON_PATH}`)).json()) as { mails: unknown[] })
      .mails;
    expect(after).toEqual(before);
  });
});

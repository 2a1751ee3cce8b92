import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriesByName } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { inLocale } from '@circles/shared/messages/locale';
import { msg as screenerMsg } from '@circles/shared/messages/screener';
import { msg } from '@circles/shared/messages/scoring';
import { computeReport } from '@circles/shared/reports/report';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { keys } from '@circles/functions/platform/data/keys';
import { librarySeriesId } from '../../functions/local/seed-series';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/*
 * Issue 25 item 2: stored answers are language-neutral, so a member who answers in French and a helper
 * who reads in English see the same report, each in their own language. Paul's profile language is
 * French, Cora (his Coordinator) reads in English; a read with `Accept-Language: fr` reads French.
 */

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);
const FR = { headers: { 'accept-language': 'fr' } };

const LONELY_EN = 'Often feels lonely.';
const LONELY_FR = msg('scoring.flag.lonelinessOften', undefined, 'fr');

interface Flagged {
  flags: { red: { metric: string; text: string }[]; yellow: { metric: string; text: string }[] }[];
}
interface Finding {
  key: string;
  instanceId: string;
  text: string;
  answers?: { question: string; label?: string; choice?: string }[];
}

const redTexts = (report: Flagged, round: number) => (report.flags[round]?.red ?? []).map((f) => f.text);

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

/** Resolves Paul's open follow-ups, so a new save opens its findings again. */
async function resolvePauls(): Promise<void> {
  const open = await as('admin')('GET', `/api/followups/member/${people.paul.id}?state=open`);
  for (const f of open.body.followups as { _id: string; version: number }[]) {
    const res = await as('admin')('POST', `/api/followups/${f._id}/actions`, {
      body: { action: 'resolved', version: f.version, outcome: 'Cleared for the test' },
    });
    expect(res.status).toBe(200);
  }
}

/** A screener round Paul completes himself, his requests in French (his profile's language). */
async function paulsLonelyRound(): Promise<string> {
  const started = await as('admin')('POST', '/api/membercollections', {
    body: { collectionTemplate: librarySeriesId('social-health-screener'), member: people.paul.id },
  });
  expect(started.status).toBe(201);
  const instanceId = started.body.memberCollection._id as string;
  const chapter = started.body.memberCollection.memberChapters[0]._id as string;
  const got = await as('paul')('GET', `/api/membersurveys/${chapter}`);
  const responseJSON = {
    ...sampleAnswers(seriesByName('Social Health Screener - NEW')!.chapters[0]!, 1),
    lack_companionship: 2,
  };
  const saved = await as('paul')('PATCH', `/api/membersurveys/${chapter}`, {
    body: { action: 'complete', responseJSON, version: got.body.memberSurvey.version },
  });
  expect(saved.status).toBe(200);
  return instanceId;
}

describe("a round saved in French, read in each reader's language", () => {
  it('is stored in English and reads in English for Cora, in French with Accept-Language: fr: the report and its history', async () => {
    const instanceId = await paulsLonelyRound();
    const stored = await documentClient().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.reportRound(people.paul.id, 'screener', instanceId),
      }),
    );
    expect(redTexts(stored.Item?.payload as Flagged, 0)).toContain(LONELY_EN);
    const path = `/api/reports/Screen/user/${people.paul.id}`;
    const english = (await as('coordinator')('GET', path)).body as Flagged & { collectionIds: string[] };
    const last = english.collectionIds.indexOf(instanceId);
    expect(last).toBeGreaterThanOrEqual(0);
    expect(redTexts(english, last)).toContain(LONELY_EN);
    expect(redTexts(english, last)).not.toContain(LONELY_FR);
    const french = (await as('coordinator')('GET', path, FR)).body as Flagged;
    expect(redTexts(french, last)).toContain(LONELY_FR);
    expect(redTexts(french, last)).not.toContain(LONELY_EN);
    const historic = `/api/reports/historic/screener/${instanceId}`;
    expect(redTexts((await as('coordinator')('GET', historic)).body as Flagged, last)).toContain(LONELY_EN);
    expect(redTexts((await as('coordinator')('GET', historic, FR)).body as Flagged, last)).toContain(
      LONELY_FR,
    );
  });

  it("opens a follow-up Cora reads in English, and in French when asked, with the answers' texts", async () => {
    await resolvePauls();
    const instanceId = await paulsLonelyRound();
    const list = `/api/followups/member/${people.paul.id}?state=open`;
    const ofRound = (body: { followups: { _id: string; finding: Finding }[] }) =>
      body.followups.find((f) => f.finding.instanceId === instanceId && f.finding.key === 'red:often_count');
    const english = ofRound((await as('coordinator')('GET', list)).body);
    expect(english?.finding.text).toBe(LONELY_EN);
    const question = 'lack_companionship';
    const words = (locale: 'en' | 'fr') => ({
      question,
      label: screenerMsg('screener.q.lack_companionship', undefined, locale),
      choice: screenerMsg('screener.q.frequency.2', undefined, locale),
    });
    expect(english?.finding.answers?.find((a) => a.question === question)).toMatchObject(words('en'));
    const french = ofRound((await as('coordinator')('GET', list, FR)).body);
    expect(french?.finding.text).toBe(LONELY_FR);
    expect(french?.finding.answers?.find((a) => a.question === question)).toMatchObject(words('fr'));
    // Cora's own list and the follow-up's page word it the same way.
    const mine = ofRound((await as('coordinator')('GET', '/api/followups?state=open', FR)).body);
    expect(mine?.finding.text).toBe(LONELY_FR);
    const page = await as('coordinator')('GET', `/api/followups/${english!._id}`);
    expect(page.body.followup.finding.text).toBe(LONELY_EN);
    const pageFr = await as('coordinator')('GET', `/api/followups/${english!._id}`, FR);
    expect(pageFr.body.followup.finding.text).toBe(LONELY_FR);
  });
});

describe("Mary's seeded reports (saved in English)", () => {
  it.each([
    ['neighbours', 'cc'],
    ['qofl', 'qofl'],
  ] as const)(
    'read in French (/api/reports/%s) are worded in French, as computed from the answers stored with each round',
    async (route, kind) => {
      const path = `/api/reports/${route}/user/${people.mary.id}`;
      const french = (await as('volunteer')('GET', path, FR)).body as Flagged & Record<string, unknown[]>;
      const ids = french.collectionIds as string[];
      expect(ids.length).toBeGreaterThanOrEqual(1);
      for (const [i, id] of ids.entries()) {
        const stored = await documentClient().send(
          new GetCommand({ TableName: tableName(), Key: keys.reportRound(people.mary.id, kind, id) }),
        );
        const { answers, updatedAt } = stored.Item as {
          answers?: Record<string, unknown>;
          updatedAt: string;
        };
        expect(answers).toBeDefined();
        const expected = inLocale('fr', () => computeReport([{ updatedAt, answers: answers! }]));
        for (const field of [
          'flags',
          'wellness_label',
          'FCP_STRINGS_COMB',
          'problem_walking',
          'community_connection',
        ])
          expect(french[field]?.[i]).toEqual((expected as unknown as Record<string, unknown[]>)[field]?.[0]);
      }
      const english = (await as('volunteer')('GET', path)).body as Record<string, unknown[]>;
      expect(french.wellness_label).not.toEqual(english.wellness_label);
    },
  );

  it("read in French on the member's dashboard are worded in French", async () => {
    const dashboard = await as('volunteer')('GET', `/api/reports/dashboard/user/${people.mary.id}`, FR);
    const label = (dashboard.body as { wellness_label: string[] }).wellness_label[0];
    const frenchLabels = (['poor', 'fair', 'good', 'veryGood', 'excellent'] as const).map((band) =>
      msg(`scoring.wellness.${band}`, undefined, 'fr'),
    );
    expect(frenchLabels).toContain(label);
  });

  it('have follow-ups (opened by the seed through the real save) that read in French', async () => {
    const path = `/api/followups/member/${people.mary.id}?state=all`;
    type Listed = { followups: { _id: string; finding: Finding }[] };
    const english = ((await as('volunteer')('GET', path)).body as Listed).followups;
    const french = ((await as('volunteer')('GET', path, FR)).body as Listed).followups;
    expect(english.length).toBeGreaterThan(0);
    for (const f of english) {
      const inFrench = french.find((x) => x._id === f._id)?.finding.text;
      expect(inFrench).toEqual(expect.any(String));
      expect(inFrench).not.toBe(f.finding.text);
    }
  });
});

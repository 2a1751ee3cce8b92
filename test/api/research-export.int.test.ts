import { strFromU8, unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoResearchExportStore } from '@circles/functions/exports/data/research-exports-repository';
import { dynamoUsersRepository } from '@circles/functions/members/data/users-repository';
import { drainResearchJobs, researchJobDeps } from '@circles/functions/exports/jobs/research-export';
import { socialHealth } from '@circles/shared/instruments/series/social-health-screener';
import { LETTER_OF_INFORMATION_VERSION } from '@circles/shared/messages/letter';
import { REPORT_DEMO_ROUNDS, SCREENER_BY_RISK, screenerAnswers } from '../../functions/local/seed-rounds';
import { seedDay } from '../../functions/local/seed-history';
import { ageBand } from '@circles/functions/exports/research-rows';
import { librarySeriesId } from '../../functions/local/seed-series';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/*
 * Research export and FHIR reads (issue 26) against the emulators: the seeded screener rounds (Mary:
 * Lowest, Some, Moderate; Paul: High) go out under research IDs with exactly their answers and figures;
 * a member without consent and one who asked for record removal stay out; nothing that names anyone is
 * in any byte of the ZIP; the job runs in the API process as `npm start` runs it.
 */

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);
const SCREENER = librarySeriesId('social-health-screener');
const ALL_DATES = { from: '2000-01-01', to: '2100-12-31' };

/** A member created by the Admin (no consent) with one finished screener round at High risk. */
async function memberWithScreener(name: string): Promise<string> {
  const created = await as('admin')('POST', '/api/users/register', {
    body: {
      email: `research.${randomUUID().slice(0, 8)}@example.org`,
      password: 'Default#2026',
      role: 'Patient',
      originOfContact: 'New Referral',
      info: { name, gender: 'Female', dateOfBirth: '1950-04-02', language: 'English', postalCode: 'K1A 0B1' },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.user._id as string;
  const started = await as('admin')('POST', '/api/membercollections', {
    body: { collectionTemplate: SCREENER, member: id },
  });
  expect(started.status).toBe(201);
  const moduleId = started.body.memberCollection.memberChapters[0]._id as string;
  const got = await as('admin')('GET', `/api/membersurveys/${moduleId}`);
  const saved = await as('admin')('PATCH', `/api/membersurveys/${moduleId}`, {
    body: {
      action: 'save',
      responseJSON: screenerAnswers('high')(socialHealth),
      version: got.body.memberSurvey.version,
    },
  });
  expect(saved.status).toBe(200);
  const done = await as('admin')('PATCH', `/api/membersurveys/${moduleId}`, {
    body: { action: 'complete', version: saved.body.memberSurvey.version },
  });
  expect(done.status).toBe(200);
  return id;
}

async function finished(who: DemoWho, exportId: string) {
  for (let i = 0; i < 150; i++) {
    const res = await as(who)('GET', `/api/research/exports/${exportId}`);
    expect(res.status).toBe(200);
    if (res.body.export.status === 'succeeded' || res.body.export.status === 'failed') return res.body.export;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('export did not finish');
}

async function downloadZip(
  who: DemoWho,
  exportId: string,
): Promise<{ raw: Uint8Array; files: Map<string, string> }> {
  const link = await as(who)('GET', `/api/research/exports/${exportId}/download`);
  expect(link.status).toBe(200);
  expect(Date.parse(link.body.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
  const res = await fetch(link.body.url as string);
  expect(res.status).toBe(200);
  const raw = new Uint8Array(await res.arrayBuffer());
  return { raw, files: new Map(Object.entries(unzipSync(raw)).map(([n, b]) => [n, strFromU8(b)])) };
}

/** RFC 4180 records (quoted fields may hold commas; quotes doubled). */
function parseCsv(csv: string): string[][] {
  return csv
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) =>
        (m[1] ?? m[2] ?? '').replace(/""/g, '"'),
      ),
    );
}

const rowsOf = (csv: string) => {
  const [header, ...lines] = parseCsv(csv);
  return lines.map((l) => Object.fromEntries(header!.map((h, i) => [h, l[i] ?? ''])));
};

let excluded: { noConsent: string; removal: string };

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
  const noConsent = await memberWithScreener('Nora Noconsent');
  const removal = await memberWithScreener('Rhea Removal');
  const stored = await dynamoUsersRepository.get(removal);
  await dynamoUsersRepository.update(removal, stored!.version, {
    consent: { letterVersion: LETTER_OF_INFORMATION_VERSION, agreedAt: new Date().toISOString() },
  });
  const now = (await as('admin')('GET', `/api/users/${removal}`)).body.user.version as number;
  const term = await as('admin')('POST', `/api/users/${removal}/terminate`, {
    body: { version: now, terminationDate: '2026-06-30', terminationReason: 'Request record removal' },
  });
  expect(term.status).toBe(200);
  excluded = { noConsent, removal };
}, 120_000);

describe('the research export of the seeded screener series', () => {
  let files: Map<string, string>;
  let raw: Uint8Array;

  beforeAll(async () => {
    const started = await as('admin')('POST', '/api/research/exports', {
      body: { seriesTemplateIds: [SCREENER], ...ALL_DATES },
    });
    expect(started.status).toBe(202);
    const done = await finished('admin', started.body.export.exportId);
    expect(done).toMatchObject({ status: 'succeeded', members: 2, rows: 4 });
    ({ files, raw } = await downloadZip('admin', done.exportId));
  }, 60_000);

  it("holds each seeded round with its answers and risk under the member's new research ID", async () => {
    const mary = (await as('admin')('GET', `/api/users/${people.mary.id}`)).body.user.research.id as string;
    const paul = (await as('admin')('GET', `/api/users/${people.paul.id}`)).body.user.research.id as string;
    const rows = rowsOf(files.get('social_health_screener_new.csv')!);
    // The age band at each round, from the seeded birth dates (seed-research.ts) and the rounds' dates (the
    // seed dates them days before its run: Paul was 79 or 80 at his, as the run's day falls).
    const bandAt = (member: 'mary' | 'paul', round: number, born: string) => {
      const seeded = REPORT_DEMO_ROUNDS.filter(
        (r) => r.member === member && r.series === 'social-health-screener',
      );
      return ageBand(
        born,
        seedDay(new Date(useStackEnv().seededAt), seeded[round - 1]!.daysAgo).toISOString(),
      );
    };
    expect(
      rows
        .map((r) => [r.research_id, r.round_number, r.screener_risk_level, r.age_band, r.postal_fsa])
        .sort(),
    ).toEqual(
      [
        [mary, '1', 'Lowest Risk', bandAt('mary', 1, '1951-04-12'), 'N9A'],
        [mary, '2', 'Some Risk', bandAt('mary', 2, '1951-04-12'), 'N9A'],
        [mary, '3', 'Moderate Risk', bandAt('mary', 3, '1951-04-12'), 'N9A'],
        [paul, '1', 'High Risk', bandAt('paul', 1, '1946-09-30'), 'N8X'],
      ].sort(),
    );
    const levels = { '1': 'lowest', '2': 'some', '3': 'moderate' } as const;
    for (const row of rows) {
      const level = row.research_id === paul ? 'high' : levels[row.round_number as '1' | '2' | '3'];
      for (const [question, value] of Object.entries(SCREENER_BY_RISK[level]))
        expect(row[question], question).toBe(String(value));
    }
  });

  it('has a dictionary row for every column, with the choices of each question', () => {
    const dictionary = rowsOf(files.get('data_dictionary.csv')!);
    const header = files.get('social_health_screener_new.csv')!.split('\r\n')[0]!.split(',');
    expect(dictionary.map((d) => d.variable)).toEqual(header);
    expect(dictionary.find((d) => d.variable === 'feel_isolated')).toMatchObject({
      type: 'single choice',
      instrument: 'Social Health',
    });
  });

  it('leaves out the member without consent and the one who asked for record removal', async () => {
    const manifest = JSON.parse(files.get('manifest.json')!) as { counts: { members: number; rows: number } };
    expect(manifest.counts).toMatchObject({ members: 2, rows: 4 });
    for (const id of [excluded.noConsent, excluded.removal]) {
      const user = (await as('admin')('GET', `/api/users/${id}`)).body.user;
      expect(user.research).toBeUndefined(); // no research ID was made for them either
    }
  });

  it('has no name, contact, postal code, user id, note text or record id in any byte', () => {
    const text = [...files.values()].join('\n') + strFromU8(raw, true);
    const secrets = [
      'Mary Member',
      'Paul Member',
      'Nora Noconsent',
      'Rhea Removal',
      'Victor Volunteer',
      'mary@circles.example.org',
      'paul@circles.example.org',
      '5195550104',
      '5195550105',
      '555-0104',
      'N9A 5K6',
      'N9A5K6',
      'N8X 2L9',
      'K1A',
      'Prefers calls in the morning',
      'Hearing aid',
      people.mary.id,
      people.paul.id,
      excluded.noConsent,
      excluded.removal,
      'demo-round-mary-shs-1',
      '1951-04-12',
    ];
    for (const secret of secrets) expect(text.includes(secret), secret).toBe(false);
  });
});

describe('FHIR reads', () => {
  it("lets Mary's Volunteer read her QuestionnaireResponses and Observations, and not Paul", async () => {
    const responses = await as('volunteer')(
      'GET',
      `/api/fhir/Patient/${people.mary.id}/QuestionnaireResponse`,
    );
    expect(responses.status).toBe(200);
    expect(responses.body).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
    expect(responses.body.entry.length).toBeGreaterThan(0);
    expect(responses.body.entry[0].resource).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      subject: { reference: `Patient/${people.mary.id}` },
    });
    const observations = await as('volunteer')('GET', `/api/fhir/Patient/${people.mary.id}/Observation`);
    expect(observations.status).toBe(200);
    const risks = (
      observations.body.entry as {
        resource: { code: { coding: { code: string }[] }; valueCodeableConcept?: { text: string } };
      }[]
    )
      .map((e) => e.resource)
      .filter((r) => r.code.coding[0]!.code === 'screener-risk')
      .map((r) => r.valueCodeableConcept?.text);
    expect(risks).toEqual(expect.arrayContaining(['Lowest Risk', 'Some Risk', 'Moderate Risk']));
    expect((await as('paul')('GET', `/api/fhir/Patient/${people.mary.id}/Observation`)).status).toBe(404);
    expect(
      (await as('paul')('GET', `/api/fhir/Patient/${people.mary.id}/QuestionnaireResponse`)).status,
    ).toBe(404);
  });
});

describe('the Researcher permission', () => {
  it('lets a Coordinator the Admin granted it export and see only her own exports, until withdrawn', async () => {
    const version = (await as('admin')('GET', `/api/users/${people.coordinator.id}`)).body.user
      .version as number;
    const granted = await as('admin')('PATCH', `/api/users/${people.coordinator.id}/researcher`, {
      body: { version, researcher: true },
    });
    expect(granted.status).toBe(200);
    const started = await as('coordinator')('POST', '/api/research/exports', {
      body: { seriesTemplateIds: [SCREENER], ...ALL_DATES },
    });
    expect(started.status).toBe(202);
    const mine = await as('coordinator')('GET', '/api/research/exports');
    expect(mine.body.exports.map((e: { requestedBy: string }) => e.requestedBy)).toEqual([
      people.coordinator.id,
    ]);
    await finished('coordinator', started.body.export.exportId);
    const withdrawn = await as('admin')('PATCH', `/api/users/${people.coordinator.id}/researcher`, {
      body: { version: granted.body.user.version, researcher: false },
    });
    expect(withdrawn.status).toBe(200);
    expect((await as('coordinator')('GET', '/api/research/exports')).status).toBe(403);
  });
});

describe('an export cut off halfway', () => {
  it('is not downloadable, and the next drain restarts it and presents the whole ZIP', async () => {
    const exportId = ulid();
    await dynamoResearchExportStore.create({
      exportId,
      status: 'running',
      seriesTemplateIds: [SCREENER],
      ...ALL_DATES,
      requestedBy: people.admin.id,
      requestedByRole: 'Admin',
      createdAt: new Date(Date.now() - 600_000).toISOString(),
      heartbeatAt: new Date(Date.now() - 600_000).toISOString(),
      progress: { done: 1, total: 4 },
      members: 0,
      rows: 0,
      attempts: 1,
    });
    const early = await as('admin')('GET', `/api/research/exports/${exportId}/download`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('EXPORT_NOT_READY');
    await drainResearchJobs(researchJobDeps());
    const done = await finished('admin', exportId);
    expect(done).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      rows: 4,
    });
    // Every screener round in the table is a step, the seed's included (their number grows with the
    // seed); the restarted attempt went through all of them.
    expect(done.progress.total).toBeGreaterThanOrEqual(4);
    expect(done.progress.done).toBe(done.progress.total);
    const { files } = await downloadZip('admin', exportId);
    expect(rowsOf(files.get('social_health_screener_new.csv')!)).toHaveLength(4);
  });
});

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type RouteName } from '@circles/shared/api/contract';
import { samplePdf } from '../../functions/local/seed-people';
import { documentClient, tableName } from '../../functions/src/platform/data/client';
import { keys } from '../../functions/src/platform/data/keys';
import {
  adminFixtures,
  DEMO_NAMES,
  storedItem,
  type CallAs,
  type Who,
} from '../support/cross-member-fixtures';
import { peopleApi, uploadNotePdf } from '../support/people-api';
import { snapshot } from '../support/table-snapshot';
import { followupWriteRows } from './cross-member-followup-rows';
import { caseKit, PAUL_INSTANCE, type WriteRows } from './cross-member-kit';
import { peopleWriteRows } from './cross-member-people-rows';
import { recordWriteRows } from './cross-member-record-rows';

/**
 * Issue 19: a write that names a record by id (series instance, module, template, series, project,
 * workbook, note, upload, user…) changes it only when the record exists, belongs to the member the
 * request is about and is one the caller may write; otherwise 404 (403 where ACCESS.md says the role may
 * never) and nothing changes. Every write route of the contract has its row (derived from the contract:
 * a new write route without one fails here); each case reads the partitions it names before and after.
 */

const { api, as, signInDemo } = peopleApi('198.18.0.');
const call: CallAs = (who, method, path, body) => api(method, path, { token: as(who).token, body });
const id = (who: Who) => as(who).id;

/** A PDF uploaded by `who` for a note (its attachment id). */
const upload = (who: Who) =>
  uploadNotePdf((body) => call(who, 'POST', '/api/notes/attachments', body), samplePdf());

const kit = caseKit(call, id);
/** Issue 26: the Researcher grant (Admin, staff only) and the research export's start. */
const researchRows: Record<string, WriteRows> = {
  usersSetResearcher: kit.rows(
    kit.one(
      "Cora grants Victor the Researcher permission (an Admin's grant)",
      'coordinator',
      403,
      kit.onUser('volunteer', { researcher: true }),
    ),
    kit.one('the Admin grants it to a member', 'admin', 400, kit.onUser('mary', { researcher: true })),
  ),
  researchExportStart: {
    none: 'queues an export of series templates named by id (each checked to exist); names no member record',
  },
};
const rows: Record<string, WriteRows> = {
  ...peopleWriteRows(kit, upload),
  ...recordWriteRows(kit),
  ...researchRows,
  ...followupWriteRows(kit),
};
/** A GET of the spec that writes: it creates the member's research ID (spec path and verb). */
const GETS_THAT_WRITE: readonly RouteName[] = ['usersResearchCreate'];
const writeRoutes = (Object.keys(contract) as RouteName[]).filter(
  (name) => contract[name].method !== 'GET' || GETS_THAT_WRITE.includes(name),
);

const pathOf = (template: string, params: Record<string, string> = {}) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));

beforeAll(async () => {
  await signInDemo(DEMO_NAMES);
});

describe('cross-member writes', () => {
  it('has a row for every write route of the contract, and only for those', () => {
    expect(Object.keys(rows).sort()).toEqual([...writeRoutes].sort());
  });

  for (const name of writeRoutes) {
    const route = contract[name];
    const row = rows[name];
    if (!row || 'none' in row) continue;
    describe(`${route.method} ${route.path} (${name})`, () => {
      it.each(row.cases.map((c) => [c.what, c.status, c]))(
        '%s: %i, nothing changed',
        async (_what, status, c) => {
          const prepared = await c.prepare();
          const before = await snapshot(prepared.unchanged);
          const res = await api(route.method, pathOf(route.path, prepared.params), {
            token: as(c.as).token,
            body: prepared.body,
          });
          expect(res.status, JSON.stringify(res.body)).toBe(status);
          c.check?.(res);
          expect(await snapshot(prepared.unchanged)).toEqual(before);
        },
      );
    });
  }
});

describe("a module stored naming another member's series instance (before this fix)", () => {
  /** Mary's new module, made to name Paul's instance as the unchecked start once let it. */
  async function marysModuleInPaulsInstance(): Promise<string> {
    const moduleId = await adminFixtures(call, id).moduleOf('mary');
    const meta = await storedItem(keys.memberModule(moduleId));
    const index = keys.memberModuleBySeries(PAUL_INSTANCE, String(meta?.createdAt), moduleId);
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.memberModule(moduleId),
        UpdateExpression: 'SET memberCollection = :c, gsi3pk = :p, gsi3sk = :s',
        ExpressionAttributeValues: { ':c': PAUL_INSTANCE, ':p': index.gsi3pk, ':s': index.gsi3sk },
      }),
    );
    return moduleId;
  }
  const paulsRound = () => [
    { pk: keys.seriesInstance(PAUL_INSTANCE).pk },
    { pk: keys.reportRoundsOf(id('paul')) },
    ...[undefined, 'fac-riverside'].map((f) => ({ pk: keys.countersOf(f) })),
  ];

  it("saves Mary's answers without touching Paul's instance, report round or the counters", async () => {
    const moduleId = await marysModuleInPaulsInstance();
    const before = await snapshot(paulsRound());
    const res = await call('mary', 'PATCH', `/api/membersurveys/${moduleId}`, {
      action: 'complete',
      responseJSON: { q1: 'Mine' },
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.memberSurvey).toMatchObject({ completed: true, version: 2, modifiedBy: id('mary') });
    expect(await snapshot(paulsRound())).toEqual(before);
  });

  it("deletes it without taking anything from Paul's instance", async () => {
    const moduleId = await marysModuleInPaulsInstance();
    const before = await snapshot(paulsRound());
    expect((await call('admin', 'DELETE', `/api/membersurveys/${moduleId}`)).status).toBe(200);
    expect(await snapshot(paulsRound())).toEqual(before);
  });
});

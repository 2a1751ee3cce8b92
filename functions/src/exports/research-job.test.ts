import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { socialHealth } from '@circles/shared/instruments/series/social-health-screener';
import type { AuditEvent } from '../members/ports';
import type { StoredModule, TemplateRecord } from '../modules/module-records';
import type { SeriesInstanceRecord, SeriesTemplateRecord } from '../series/series-records';
import type { UserRecord } from '../members/user-record';
import {
  RESEARCH_LEASE_MS,
  drainResearchExports,
  runResearchExport,
  type ResearchExportRecord,
  type ResearchExportStore,
  type ResearchJobDeps,
} from './research-job';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');

function member(id: string, over: Partial<UserRecord> = {}): UserRecord {
  return {
    id,
    role: 'Patient',
    username: `${id}@example.org`,
    email: `${id}@example.org`,
    status: 'active',
    enabled: true,
    info: { name: `Name of ${id}`, dateOfBirth: '1950-01-01', postalCode: 'N9A 5K6' },
    patients: [],
    workers: [],
    consent: { letterVersion: '1', agreedAt: '2026-01-01T00:00:00.000Z' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...over,
  };
}

function instance(
  id: string,
  memberId: string,
  completedAt: string,
  template = 'series-s',
): SeriesInstanceRecord {
  return {
    id,
    collectionTemplate: template,
    collectionName: 'Screener',
    member: memberId,
    memberName: `Name of ${memberId}`,
    memberSurveyList: [`${id}-m`],
    chapterStatus: { [`${id}-m`]: 100 },
    completeness: 100,
    complete: true,
    completedAt,
    createdAt: completedAt,
    createdBy: 'x',
    updatedAt: completedAt,
    modifiedBy: 'x',
    version: 1,
  };
}

/** Three members, each with one screener round in March; Carl did not consent, Dana asked for removal. */
function world() {
  const users = new Map<string, UserRecord>([
    ['ann', member('ann', { research: { id: 'R-ANN', enabled: true } })],
    ['bob', member('bob')],
    ['carl', member('carl', { consent: undefined })],
    [
      'dana',
      member('dana', {
        memberStatusInfo: { statusHistory: [], terminationReason: 'Request record removal' } as never,
      }),
    ],
  ]);
  const instances = [
    instance('i-ann-0', 'ann', '2026-02-20T10:00:00.000Z'),
    instance('i-ann', 'ann', '2026-03-02T10:00:00.000Z'),
    instance('i-bob', 'bob', '2026-03-03T10:00:00.000Z'),
    instance('i-carl', 'carl', '2026-03-04T10:00:00.000Z'),
    instance('i-dana', 'dana', '2026-03-05T10:00:00.000Z'),
  ];
  const records = new Map<string, ResearchExportRecord>();
  const store: ResearchExportStore = {
    async create(r) {
      records.set(r.exportId, structuredClone(r));
    },
    async get(id) {
      const r = records.get(id);
      return r && structuredClone(r);
    },
    async list() {
      return [...records.values()].map((r) => structuredClone(r)).reverse();
    },
    async updateIf(next, attempts, status) {
      const cur = records.get(next.exportId);
      if (!cur || cur.attempts !== attempts || (status && cur.status !== status)) return false;
      records.set(next.exportId, structuredClone(next));
      return true;
    },
  };
  const objects = new Map<string, Uint8Array>();
  const audits: AuditEvent[] = [];
  let now = T0;
  let n = 0;
  const template: TemplateRecord = {
    id: 'tpl-screener',
    name: 'Social Health',
    surveyJSON: socialHealth.surveyJSON as unknown as TemplateRecord['surveyJSON'],
  } as TemplateRecord;
  const deps: ResearchJobDeps = {
    store,
    completedBetween: async (from, to) =>
      instances
        .filter((i) => i.completedAt! >= from && i.completedAt! < to)
        .map((i) => ({ instanceId: i.id, completedAt: i.completedAt! })),
    series: {
      getInstance: async (id) => instances.find((i) => i.id === id),
      getTemplate: async (id) =>
        id === 'series-s'
          ? ({ id, name: 'Screener', surveyList: ['tpl-screener'] } as SeriesTemplateRecord)
          : undefined,
      listInstancesOf: async (id) => instances.filter((i) => i.member === id),
    },
    templates: { get: async (id) => (id === 'tpl-screener' ? template : undefined) },
    modules: {
      get: async (id) =>
        ({
          meta: { id, templateId: 'tpl-screener' },
          surveyJSON: template.surveyJSON as unknown,
          responseJSON: { household2_size: 0, lack_companionship: 2 } as Record<string, unknown>,
        }) as unknown as StoredModule,
    },
    users: { get: async (id) => users.get(id) },
    people: {
      async saveResearch(current, research, event) {
        const saved = { ...current, research, version: current.version + 1 };
        users.set(current.id, saved);
        audits.push(event);
        return saved;
      },
    },
    newResearchId: () => `R-NEW${++n}`,
    files: {
      async put(key, body) {
        objects.set(key, body);
      },
    },
    audit: {
      async record(e) {
        audits.push(e);
      },
    },
    now: () => new Date(now),
    allowList: [],
  };
  const queue = async () => {
    const record: ResearchExportRecord = {
      exportId: '01JQUEUED00000000000000000',
      status: 'queued',
      seriesTemplateIds: ['series-s'],
      from: '2026-03-01',
      to: '2026-03-31',
      requestedBy: 'admin',
      requestedByRole: 'Admin',
      createdAt: new Date(now).toISOString(),
      progress: { done: 0, total: 0 },
      members: 0,
      rows: 0,
      attempts: 0,
    };
    await store.create(record);
    return record.exportId;
  };
  return { deps, users, objects, audits, queue, records, advance: (ms: number) => (now += ms) };
}

function csvOf(zip: Uint8Array): string {
  return strFromU8(unzipSync(zip)['screener.csv']!);
}

describe('the research export job', () => {
  it('exports the consenting members only, numbering rounds and creating missing research IDs', async () => {
    const w = world();
    const id = await w.queue();
    const done = await runResearchExport(w.deps, id);
    expect(done).toMatchObject({ status: 'succeeded', members: 2, rows: 2, progress: { done: 4, total: 4 } });
    const csv = csvOf(w.objects.get(done!.objectKey!)!);
    const rows = csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((r) => r.split(',').slice(0, 5));
    expect(rows).toEqual([
      ['R-ANN', '2', '10', '70-79', 'N9A'],
      ['R-NEW1', '1', '0', '70-79', 'N9A'],
    ]);
    expect(w.users.get('bob')?.research).toEqual({ id: 'R-NEW1', enabled: true });
    expect(w.users.get('carl')?.research).toBeUndefined();
    expect(
      w.audits
        .filter((a) => a.action === 'research.export.member')
        .map((a) => a.memberId)
        .sort(),
    ).toEqual(['ann', 'bob']);
  });

  it('restarts an attempt cut off halfway, never presenting its partial work', async () => {
    const w = world();
    const id = await w.queue();
    const crash = new Error('process killed');
    await expect(
      runResearchExport(w.deps, id, (done) => {
        if (done >= 1) throw crash;
      }),
    ).rejects.toBe(crash);
    // A crash (not a caught failure) leaves the attempt running; emulate the process dying before its catch.
    const cut = w.records.get(id)!;
    w.records.set(id, { ...cut, status: 'running', error: undefined, finishedAt: undefined });
    expect(w.objects.size).toBe(0);
    expect(w.records.get(id)?.objectKey).toBeUndefined();

    // Within the lease nobody takes it over ...
    expect(await drainResearchExports(w.deps)).toEqual([]);
    // ... after it, the next drain restarts it from the beginning.
    w.advance(RESEARCH_LEASE_MS + 1);
    const [after] = await drainResearchExports(w.deps);
    expect(after).toMatchObject({ status: 'succeeded', attempts: 2, members: 2, rows: 2 });
    expect([...w.objects.keys()]).toEqual([after!.objectKey]);
  });

  it('refuses the writes of a superseded attempt', async () => {
    const w = world();
    const id = await w.queue();
    await runResearchExport(w.deps, id, () => {
      // While the first attempt runs, another takes the record over (it looked dead).
      const r = w.records.get(id)!;
      w.records.set(id, { ...r, attempts: r.attempts + 1 });
    }).catch(() => undefined);
    expect(w.records.get(id)?.status).toBe('running');
    expect(w.records.get(id)?.objectKey).toBeUndefined();
  });
});

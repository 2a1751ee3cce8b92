import { describe, expect, it } from 'vitest';
import { MANIFEST_COLUMNS, manifestCsv, runIdOf, type ExportItemRecord } from './exports';

const item = (over: Partial<ExportItemRecord>): ExportItemRecord => ({
  runId: '20261123T070000Z',
  memberId: 'user-secret-id',
  instanceId: 'inst-1',
  completedAt: '2026-11-22T10:00:00.000Z',
  researchId: 'RABC',
  seriesTemplateId: 'tpl-1',
  seriesName: 'Community Connections',
  startedAt: '2026-11-01T10:00:00.000Z',
  objectKey: 'exports/20261123T070000Z/inst-1.pdf',
  exportedAt: '2026-11-23T07:00:05.000Z',
  ...over,
});

describe('the export manifest', () => {
  it('has a header and one row per report, by completion time, without the member id', () => {
    const csv = manifestCsv([
      item({
        instanceId: 'inst-2',
        completedAt: '2026-11-22T11:00:00.000Z',
        objectKey: 'exports/r/inst-2.pdf',
      }),
      item({}),
    ]);
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe(MANIFEST_COLUMNS.join(','));
    expect(rows.slice(1).map((r) => r.split(',')[1])).toEqual(['inst-1', 'inst-2']);
    expect(rows[1]).toBe(
      'RABC,inst-1,tpl-1,Community Connections,2026-11-01T10:00:00.000Z,2026-11-22T10:00:00.000Z,inst-1.pdf',
    );
    expect(csv).not.toContain('user-secret-id');
  });

  it('quotes commas and quotes, and keeps a spreadsheet from running a series name as a formula', () => {
    const csv = manifestCsv([item({ seriesName: '=HYPERLINK("x"), y' })]);
    expect(csv.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x""), y"`);
  });

  it('names a run by its scheduled time in compact UTC', () => {
    expect(runIdOf(new Date('2026-11-23T07:00:00.000Z'))).toBe('20261123T070000Z');
  });
});

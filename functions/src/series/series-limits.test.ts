import { describe, expect, it } from 'vitest';
import { msg } from '@circles/shared/messages/modules';
import { MAX_SERIES_TEMPLATES, MAX_TRANSACTION_BYTES } from '@circles/shared/schemas/series';
import { assertSeriesStartFits, seriesStartBytes } from './series-limits';
import type { TemplateRecord } from '../modules/module-records';

const KB = 1024;

/** A template whose definition is about `kb` KB. */
function template(i: number, kb: number): TemplateRecord {
  return {
    id: `t${i}`,
    name: `Template ${i}`,
    surveyJSON: {
      pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1', description: 'x'.repeat(kb * KB) }] }],
    },
    isPublic: false,
    archived: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'a',
    updatedAt: '2026-01-01T00:00:00.000Z',
    modifiedBy: 'a',
    version: 1,
  };
}
const series = { id: 's1', name: 'Series', memberList: [] as string[], surveyList: [] as string[] };
const templates = (n: number, kb: number) => Array.from({ length: n }, (_, i) => template(i, kb));

describe('series start limits (one transaction: 100 items, 4 MB)', () => {
  it('counts each chapter’s definition twice: its copy and its template’s updated item', () => {
    const bytes = seriesStartBytes(series, templates(6, 290));
    expect(bytes).toBeGreaterThan(6 * 2 * 290 * KB);
    expect(bytes).toBeLessThan(MAX_TRANSACTION_BYTES);
  });

  it('lets the largest series start, and refuses one more template with 400 under the given field', () => {
    expect(() =>
      assertSeriesStartFits(series, templates(MAX_SERIES_TEMPLATES, 1), 'surveyList'),
    ).not.toThrow();
    const count = MAX_SERIES_TEMPLATES + 1;
    expect(() => assertSeriesStartFits(series, templates(count, 1), 'surveyList')).toThrow(
      expect.objectContaining({
        kind: 'VALIDATION',
        issues: [
          {
            path: 'surveyList',
            message: msg('modules.api.seriesTooManyToStart', { count, max: MAX_SERIES_TEMPLATES }),
          },
        ],
      }),
    );
  });

  it('refuses 15 templates of 290 KB (past 4 MB) with the size in the message', () => {
    expect(() => assertSeriesStartFits(series, templates(15, 290), 'collectionTemplate')).toThrow(
      expect.objectContaining({
        kind: 'VALIDATION',
        code: 'SERIES_TOO_LARGE',
        issues: [
          {
            path: 'collectionTemplate',
            message: msg('modules.api.seriesTooLargeToStart', { size: 8.7, max: 4 }),
          },
        ],
      }),
    );
  });
});

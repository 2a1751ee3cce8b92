import { describe, expect, it } from 'vitest';
import { msg } from '../messages/validation';
import {
  MAX_SERIES_TEMPLATES,
  SERIES_START_ITEMS,
  seriesTemplateCreateBodySchema,
  MAX_SERIES_ASSIGN_USERS,
  MAX_TRANSACTION_ITEMS,
  seriesTemplateAssignMemberBodySchema,
  maxWorkbookAssignUsers,
  workbookAssignBodySchema,
} from './series';

const ids = (n: number, prefix = 'u') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('assignment caps (one DynamoDB transaction of at most 100 items)', () => {
  it('series assign member: the template, a listing item and an audit event per user fit', () => {
    expect(1 + 2 * MAX_SERIES_ASSIGN_USERS).toBeLessThanOrEqual(MAX_TRANSACTION_ITEMS);
    expect(1 + 2 * (MAX_SERIES_ASSIGN_USERS + 1)).toBeGreaterThan(MAX_TRANSACTION_ITEMS);
    const ok = seriesTemplateAssignMemberBodySchema.safeParse({
      collectionId: 'c1',
      memberList: ids(MAX_SERIES_ASSIGN_USERS),
    });
    expect(ok.success).toBe(true);
    const tooMany = seriesTemplateAssignMemberBodySchema.safeParse({
      collectionId: 'c1',
      memberList: ids(MAX_SERIES_ASSIGN_USERS + 1),
    });
    expect(tooMany.error?.issues).toEqual([
      expect.objectContaining({
        path: ['memberList'],
        message: `Choose at most ${MAX_SERIES_ASSIGN_USERS} people at a time.`,
      }),
    ]);
  });

  it('workbook assign: users × (workbooks + 1) stays within 100, with the count in the message', () => {
    for (let w = 1; w <= 50; w += 1) {
      const max = maxWorkbookAssignUsers(w);
      expect(max * (w + 1), `w=${w}`).toBeLessThanOrEqual(MAX_TRANSACTION_ITEMS);
      expect((max + 1) * (w + 1), `w=${w}`).toBeGreaterThan(MAX_TRANSACTION_ITEMS);
    }
    const body = (w: number, u: number) => ({ workbookId: ids(w, 'w'), userIds: ids(u) });
    expect(workbookAssignBodySchema.safeParse(body(1, 50)).success).toBe(true);
    expect(workbookAssignBodySchema.safeParse(body(10, 9)).success).toBe(true);
    const tooMany = workbookAssignBodySchema.safeParse(body(10, 10));
    expect(tooMany.error?.issues).toEqual([
      expect.objectContaining({
        path: ['userIds'],
        message: 'Choose at most 9 clients for 10 workbooks at a time.',
      }),
    ]);
  });

  it('series start: the instance, its counters and 4 items per chapter fit one transaction', () => {
    const items = (n: number) => SERIES_START_ITEMS.fixed + SERIES_START_ITEMS.perChapter * n;
    expect(items(MAX_SERIES_TEMPLATES)).toBeLessThanOrEqual(MAX_TRANSACTION_ITEMS);
    expect(items(MAX_SERIES_TEMPLATES + 1)).toBeGreaterThan(MAX_TRANSACTION_ITEMS);
    const body = (n: number) => ({ name: 'S', surveyList: ids(n, 't') });
    expect(seriesTemplateCreateBodySchema.safeParse(body(MAX_SERIES_TEMPLATES)).success).toBe(true);
    expect(seriesTemplateCreateBodySchema.safeParse(body(MAX_SERIES_TEMPLATES + 1)).error?.issues).toEqual([
      expect.objectContaining({
        path: ['surveyList'],
        message: msg('validation.list.tooLong', { max: MAX_SERIES_TEMPLATES }),
      }),
    ]);
  });
});

describe("a series template's French name (issue 25)", () => {
  it('is optional, trimmed, and limited as the name (200 characters)', () => {
    const body = { name: 'Série', surveyList: ['t1'] };
    expect(seriesTemplateCreateBodySchema.parse(body).nameFr).toBeUndefined();
    expect(seriesTemplateCreateBodySchema.parse({ ...body, nameFr: ' Série A ' }).nameFr).toBe('Série A');
    const r = seriesTemplateCreateBodySchema.safeParse({ ...body, nameFr: 'é'.repeat(201) });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path, i.message])).toEqual([
      [['nameFr'], msg('validation.text.tooLong', { max: 200 })],
    ]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@circles/shared/messages/locale';
import { completedReportRows, isComplete, reportLinkText, type CompletedSeries } from './completed-reports';

const series = (over: Partial<CompletedSeries>): CompletedSeries => ({
  id: 'c1',
  memberId: 'm1',
  seriesName: 'Community Connections',
  generatedAt: '2026-03-04T10:11:12.000Z',
  moduleCompleteness: [100, 100],
  ...over,
});

describe('Completed Reports table', () => {
  it("adds '- Self Care' to the link text for every role other than Patient", () => {
    expect(reportLinkText('Community Connections', 'Patient')).toBe('Community Connections');
    expect(reportLinkText('Community Connections', 'Volunteer')).toBe('Community Connections - Self Care');
    expect(reportLinkText('Quality Life Series', 'Admin')).toBe('Quality Life Series - Self Care');
  });

  it('shows the first 10 characters of the date and links each series to its report', () => {
    const rows = completedReportRows(
      [
        series({ id: 'a', seriesName: 'Community Connections', generatedAt: '2026-03-04T10:00:00Z' }),
        series({ id: 'b', seriesName: 'Social Health Screener - NEW', generatedAt: '2026-03-03T10:00:00Z' }),
        series({ id: 'c', seriesName: 'Quality of Life - Short', generatedAt: '2026-03-02T10:00:00Z' }),
        series({ id: 'd', seriesName: 'Quality Life Series', generatedAt: '2026-03-01T10:00:00Z' }),
        series({ id: 'e', seriesName: 'Something Else', generatedAt: '2026-02-01T10:00:00Z' }),
      ],
      'm1',
      'Patient',
    );
    expect(rows.map((r) => [r.date, r.href])).toEqual([
      ['2026-03-04', '/history/ccReport/a'],
      ['2026-03-03', '/history/screenerReport/b'],
      ['2026-03-02', '/history/qoflReport/c'],
      ['2026-03-01', '/QLReport/m1'],
      ['2026-02-01', undefined],
    ]);
  });

  it("lists only the member's series whose modules are all at 100, newest first", () => {
    expect(isComplete({ moduleCompleteness: [] })).toBe(false);
    expect(isComplete({ moduleCompleteness: [100, 99] })).toBe(false);
    const rows = completedReportRows(
      [
        series({ id: 'old', generatedAt: '2026-01-01T00:00:00Z' }),
        series({ id: 'partial', moduleCompleteness: [100, 50] }),
        series({ id: 'other', memberId: 'm2' }),
        series({ id: 'new', generatedAt: '2026-05-01T00:00:00Z' }),
      ],
      'm1',
      'Coordinator',
    );
    expect(rows.map((r) => [r.id, r.text])).toEqual([
      ['new', 'Community Connections - Self Care'],
      ['old', 'Community Connections - Self Care'],
    ]);
  });
});

describe('Completed Reports table in French (issue 25)', () => {
  afterEach(() => setLocale('en'));

  it("names each report by its series' French name and still links it to its report", () => {
    setLocale('fr');
    const rows = completedReportRows(
      [
        series({ id: 'a', seriesNameFr: 'Liens avec la communauté' }),
        series({ id: 'b', seriesName: 'Quality Life Series', generatedAt: '2026-03-01T10:00:00Z' }),
      ],
      'm1',
      'Volunteer',
    );
    expect(rows.map((r) => [r.text, r.href, r.seriesName])).toEqual([
      ['Liens avec la communauté - Autosoins', '/history/ccReport/a', 'Community Connections'],
      // No French name stored: the English one, linked all the same.
      ['Quality Life Series - Autosoins', '/QLReport/m1', 'Quality Life Series'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { chapterHref, chapterStatus, incompleteSeries, isSeriesComplete, statusText } from './tasks';

describe('assigned tasks', () => {
  it.each([
    [0, 'Not Started'],
    [1, 'In Progress'],
    [99, 'In Progress'],
    [100, 'Completed'],
  ])('gives a chapter at %s%% the status %s', (completeness, text) => {
    expect(statusText(chapterStatus(completeness))).toBe(text);
  });

  it('lists only series with a chapter below 100', () => {
    const done = { id: 'a', name: 'Done', chapters: [{ id: 'c1', name: 'One', completeness: 100 }] };
    const open = {
      id: 'b',
      name: 'Open',
      chapters: [
        { id: 'c2', name: 'Two', completeness: 100 },
        { id: 'c3', name: 'Three', completeness: 0 },
      ],
    };
    const empty = { id: 'c', name: 'Empty', chapters: [] };
    expect(isSeriesComplete(done)).toBe(true);
    expect(isSeriesComplete(empty)).toBe(false);
    expect(incompleteSeries([done, open, empty]).map((s) => s.id)).toEqual(['b', 'c']);
  });

  it('links a chapter to its booklet view', () => {
    expect(chapterHref('ch-1')).toBe('/administration/booklets/user/view/ch-1');
  });
});

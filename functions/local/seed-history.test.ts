import { describe, expect, it } from 'vitest';
import { SEED_HISTORY, seedDate, seedDay, steppingClock } from './seed-history';
import { REPORT_DEMO_ROUNDS, SERIES_DEMO_ROUNDS, type SeededRound } from './seed-rounds';

const seeded: readonly SeededRound[] = [...SERIES_DEMO_ROUNDS, ...REPORT_DEMO_ROUNDS];

/** The seeded rounds of one member's series, in the order they are numbered (round 1 first). */
const roundsOf = (member: SeededRound['member'], series: string) =>
  seeded.filter((r) => r.member === member && r.series === series);

describe("the demo's timeline (issue 20: seeded history, not everything dated today)", () => {
  it('dates a record whole days before the seed, at the same time of day, never after the seed', () => {
    for (const now of ['2026-03-01T00:00:00.000Z', '2026-03-01T13:59:59.999Z', '2026-03-01T23:59:59.999Z']) {
      const at = new Date(now);
      expect(seedDay(at, 1).toISOString()).toBe('2026-02-28T14:00:00.000Z');
      expect(seedDay(at, 1, 30).toISOString()).toBe('2026-02-28T14:30:00.000Z');
      expect(seedDay(at, 365).getTime()).toBeLessThan(at.getTime());
      expect(seedDate(at, 29)).toBe('2026-01-31');
    }
    // Across a year's end and a leap day, by the calendar.
    expect(seedDate(new Date('2028-03-01T08:00:00.000Z'), 1)).toBe('2028-02-29');
    expect(seedDate(new Date('2027-01-01T08:00:00.000Z'), 1)).toBe('2026-12-31');
    expect(() => seedDay(new Date(), 0)).toThrow();
    expect(() => seedDay(new Date(), 1.5)).toThrow();
  });

  it("a stepping clock keeps one record's writes in order, minutes apart", () => {
    const clock = steppingClock(new Date('2026-02-28T14:00:00.000Z'), 2);
    expect([clock(), clock(), clock()].map((d) => d.toISOString())).toEqual([
      '2026-02-28T14:00:00.000Z',
      '2026-02-28T14:02:00.000Z',
      '2026-02-28T14:04:00.000Z',
    ]);
  });

  it.each([
    ['mary', 'community-connections'],
    ['mary', 'quality-of-life-short'],
    ['mary', 'quality-life-series'],
    ['mary', 'social-health-screener'],
    ['paul', 'community-connections'],
  ] as const)(
    "%s's %s rounds are months apart, oldest first: round 1 half a year to a year ago, the latest within weeks",
    (member, series) => {
      const days = roundsOf(member, series).map((r) => r.daysAgo);
      expect(days).toHaveLength(3);
      expect([...days].sort((a, b) => b - a)).toEqual(days);
      days.slice(1).forEach((newer, i) => {
        const older = days[i]!;
        expect(
          older - newer,
          `${series}: rounds ${String(older)} and ${String(newer)} days ago`,
        ).toBeGreaterThanOrEqual(28);
      });
      expect(days[0]).toBeGreaterThanOrEqual(180);
      expect(days[0]).toBeLessThanOrEqual(365);
      expect(days.at(-1)).toBeLessThanOrEqual(60);
    },
  );

  it('every member joined before their first round, after the library and the staff; every date is a past day', () => {
    const { users, library } = SEED_HISTORY;
    const firstRound = (member: SeededRound['member']) =>
      Math.max(...seeded.filter((r) => r.member === member).map((r) => r.daysAgo));
    expect(users.member1).toBeGreaterThan(firstRound('mary'));
    expect(users.member2).toBeGreaterThan(firstRound('paul'));
    expect(library).toBeGreaterThan(Math.max(users.member1, users.member2, users.volunteer));
    expect(users.volunteer).toBeGreaterThan(users.member1);
    for (const r of seeded) expect(Number.isInteger(r.daysAgo) && r.daysAgo >= 1, r.id).toBe(true);
    // No two rounds of a member on the same day: each report's rounds have dates of their own.
    for (const member of ['mary', 'paul'] as const) {
      const days = seeded.filter((r) => r.member === member).map((r) => r.daysAgo);
      expect(new Set(days).size, member).toBe(days.length);
    }
  });
});

import { checkedCompleteness, hasValidationErrors } from '@circles/shared/completeness/answers';
import { instrumentLibrary } from '@circles/shared/instruments/library';
import { latestFigures, type LatestFigures } from '@circles/shared/reports/latest';
import { MISSING } from '@circles/shared/scoring/values';
import { PWI_DOMAINS } from '@circles/shared/scoring/flags';
import { pwiDomainColour, tileColour, wellnessLabel } from '@circles/shared/scoring/labels';
import { frequencyLabel } from '@circles/shared/scoring/frequency';
import { describe, expect, it } from 'vitest';
import { adviceEn } from '@circles/shared/messages/advice.en';
import { reportKindOf, roundPayload } from '../src/reports/reports';
import { seedDay } from './seed-history';
import { REPORT_DEMO_ROUNDS, SERIES_DEMO_ROUNDS, type SeededRound } from './seed-rounds';

/** The stored round of a seeded instance, computed as a chapter save computes it (roundPayload). */
function payloadOf(round: SeededRound, at = '2026-01-01T00:00:00.000Z') {
  const series = instrumentLibrary.find((s) => s.key === round.series);
  if (!series) throw new Error(`no library series ${round.series}`);
  const chapters = round.chapters === 'all' ? series.chapters : series.chapters.slice(0, round.chapters);
  const kind = reportKindOf(series.name);
  if (!kind) throw new Error(`${series.name} feeds no report`);
  return { kind, series: series.name, payload: roundPayload(chapters.map(round.answers), at, 'Demo') };
}

/** A seed's "now" for these pure checks: any moment does, the rounds are dated whole days before it. */
const SEEDED_AT = new Date('2026-06-15T09:30:00.000Z');

/** When a round was last saved: on its day of the demo's timeline (issue 20), as the seed dates it. */
const onItsDay = (r: SeededRound) => seedDay(SEEDED_AT, r.daysAgo).toISOString();

/** When a round was last saved had the seed saved the rounds in its order, one minute apart (before issue 20). */
const inSeedOrder = (_: SeededRound, i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();

/**
 * A member's dashboard after the seed (issue 20): the latest figures of their finished rounds, each
 * saved at `at` (by default on its day before the seed).
 */
function dashboardOf(
  member: SeededRound['member'],
  rounds: readonly SeededRound[],
  at: (r: SeededRound, i: number) => string = onItsDay,
): LatestFigures {
  const finished = rounds
    .map((r, i) => ({ r, at: at(r, i) }))
    .filter(({ r }) => r.member === member && r.chapters === 'all')
    .map(({ r, at }) => {
      const { kind, series, payload } = payloadOf(r, at);
      return { instanceId: r.id, kind, collectionName: series, updatedAt: at, payload };
    });
  return latestFigures(finished)!;
}

/** Every report feature the seeded rounds light, as `area:value` strings. */
function litFeatures(rounds: readonly SeededRound[]): Set<string> {
  const lit = new Set<string>();
  for (const member of ['mary', 'paul'] as const) {
    // The dashboard's Health Alert: the flags of the member's latest figures (issue 20).
    const flags = dashboardOf(member, rounds).flags[0]!;
    lit.add(flags.red.length > 0 ? 'dashboard:red flag' : 'dashboard:No Red Flags');
    lit.add(flags.yellow.length > 0 ? 'dashboard:yellow flag' : 'dashboard:No Yellow Flags');
  }
  for (const { kind, payload } of rounds.map((r) => payloadOf(r))) {
    for (const tile of payload.tiles[0] ?? []) lit.add(`tile:${tileColour(tile)}`);
    lit.add(`wellness:${wellnessLabel(payload.wellness_score[0])}`);
    for (const d of PWI_DOMAINS) {
      const score = (payload as unknown as Record<string, number[]>)[`${d}_QofL3_SD`]?.[0];
      if (score !== 999) lit.add(`domain:${pwiDomainColour(score)}`);
    }
    const flags = payload.flags[0]!;
    if (kind !== 'screener') {
      lit.add(flags.red.length > 0 ? 'report:red flag' : 'report:No Red Flags');
      lit.add(flags.yellow.length > 0 ? 'report:yellow flag' : 'report:No Yellow Flags');
    }
    if (kind === 'screener') lit.add(`risk:${payload.screener_risk[0]!.level}`);
    for (const key of payload.advice[0] ?? []) lit.add(`advice:${key}`);
    const people = payload.trusted_people[0];
    if (Array.isArray(people)) {
      const frequencies = new Set(people.map((p) => frequencyLabel(p.frequency)));
      if (frequencies.size >= 3) lit.add('circle:three or more frequencies');
      for (const f of frequencies) lit.add(`circle:${f}`);
    }
  }
  return lit;
}

describe('the demo seed lights every report feature (issue 11)', () => {
  const seeded = [...SERIES_DEMO_ROUNDS, ...REPORT_DEMO_ROUNDS];
  const lit = litFeatures(seeded);

  it("every seeded chapter's answers fit its questions and complete it (as the seed's save and complete need)", () => {
    for (const round of seeded) {
      const series = instrumentLibrary.find((s) => s.key === round.series)!;
      for (const template of series.chapters.slice(
        0,
        round.chapters === 'all' ? undefined : round.chapters,
      )) {
        const answers = round.answers(template);
        const surveyJSON = template.surveyJSON as unknown as Record<string, unknown>;
        const checked = checkedCompleteness(surveyJSON, answers, template.key);
        expect(checked.problems, `${round.id} ${template.key}`).toEqual([]);
        expect(hasValidationErrors(surveyJSON, answers, template.key), `${round.id} ${template.key}`).toBe(
          false,
        );
      }
    }
  });

  it('every tile colour band, wellness label and well-being domain band', () => {
    for (const c of ['red', 'orange', 'yellow', 'lightgreen', 'green', 'grey'])
      expect(lit, `tile ${c}`).toContain(`tile:${c}`);
    for (const label of ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent', 'Not Available'])
      expect(lit, `wellness ${label}`).toContain(`wellness:${label}`);
    for (const c of ['red', 'orange', 'yellow', 'lightgreen', 'green'])
      expect(lit, `domain ${c}`).toContain(`domain:${c}`);
  });

  it('red and yellow flags and their absence, on the dashboard and on the reports; every risk level', () => {
    for (const state of ['red flag', 'yellow flag', 'No Red Flags', 'No Yellow Flags'])
      expect(lit, `report ${state}`).toContain(`report:${state}`);
    // Both seeded members have a yellow flag on their dashboard (Mary's Moderate Risk screener, Paul's
    // coping round), so 'No Yellow Flags' shows there only for a member with no such figure.
    for (const state of ['red flag', 'yellow flag', 'No Red Flags'])
      expect(lit, `dashboard ${state}`).toContain(`dashboard:${state}`);
    for (const level of ['Lowest Risk', 'Some Risk', 'Moderate Risk', 'High Risk'])
      expect(lit).toContain(`risk:${level}`);
  });

  it.each(['mary', 'paul'] as const)(
    "%s's dashboard has all eight tiles and the wellness gauge filled (issue 20)",
    (member) => {
      const dashboard = dashboardOf(member, seeded);
      expect(dashboard.tiles[0]!.filter((t) => t === MISSING)).toEqual([]);
      expect(dashboard.wellness_score[0]).toEqual(expect.any(Number));
      expect(dashboard.screener_risk).toHaveLength(1);
      expect(dashboard.goals[0]).not.toBe(MISSING);
      expect(dashboard.activities[0]).not.toBe(MISSING);
      expect(dashboard.trusted_people[0]).not.toBe(MISSING);
      expect(dashboard.PWI_QofL3_COMB[0]).not.toBe(MISSING);
    },
  );

  it.each(['mary', 'paul'] as const)(
    "%s's dashboard shows the same figures from the same rounds as before the rounds were backdated (issue 20: only the dates moved)",
    (member) => {
      const undated = (figures: LatestFigures) => ({
        ...figures,
        collection_last_updated: [],
        sources: {
          ...figures.sources,
          rounds: figures.sources.rounds.map(({ updatedAt: _at, ...source }) => source),
        },
      });
      const backdated = undated(dashboardOf(member, seeded));
      expect(backdated).toEqual(undated(dashboardOf(member, seeded, inSeedOrder)));
      // The figures come from the member's latest rounds, not a default for missing data.
      expect(backdated.sources.rounds.length).toBeGreaterThan(0);
    },
  );

  it('the community circle with people at every frequency, and every advice block', () => {
    expect(lit).toContain('circle:three or more frequencies');
    for (const f of [1, 2, 3, 4, 5]) expect(lit).toContain(`circle:${frequencyLabel(f)}`);
    expect(lit).not.toContain(`circle:${frequencyLabel(0)}`); // Never is not drawn
    for (const key of Object.keys(adviceEn)) expect(lit, key).toContain(`advice:${key}`);
  });
});

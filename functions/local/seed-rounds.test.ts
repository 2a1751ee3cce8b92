import { checkedCompleteness, hasValidationErrors } from '@circles/shared/completeness/answers';
import { instrumentLibrary } from '@circles/shared/instruments/library';
import type { ReportPayload } from '@circles/shared/reports/report';
import { PWI_DOMAINS } from '@circles/shared/scoring/flags';
import { pwiDomainColour, tileColour, wellnessLabel } from '@circles/shared/scoring/labels';
import { frequencyLabel } from '@circles/shared/scoring/frequency';
import { describe, expect, it } from 'vitest';
import { adviceEn } from '@circles/shared/messages/advice.en';
import { reportKindOf, roundPayload } from '../src/domain/reports';
import { REPORT_DEMO_ROUNDS, SERIES_DEMO_ROUNDS, type SeededRound } from './seed-rounds';

/** The stored round of a seeded instance, computed as a chapter save computes it (roundPayload). */
function payloadOf(round: SeededRound): { kind: string; payload: ReportPayload } {
  const series = instrumentLibrary.find((s) => s.key === round.series);
  if (!series) throw new Error(`no library series ${round.series}`);
  const chapters = round.chapters === 'all' ? series.chapters : series.chapters.slice(0, round.chapters);
  const kind = reportKindOf(series.name);
  if (!kind) throw new Error(`${series.name} feeds no report`);
  return { kind, payload: roundPayload(chapters.map(round.answers), '2026-01-01T00:00:00.000Z', 'Demo') };
}

/** Every report feature the seeded rounds light, as `area:value` strings. */
function litFeatures(rounds: readonly SeededRound[]): Set<string> {
  const lit = new Set<string>();
  for (const { kind, payload } of rounds.map(payloadOf)) {
    for (const tile of payload.tiles[0] ?? []) lit.add(`tile:${tileColour(tile)}`);
    lit.add(`wellness:${wellnessLabel(payload.wellness_score[0])}`);
    for (const d of PWI_DOMAINS) {
      const score = (payload as unknown as Record<string, number[]>)[`${d}_QofL3_SD`]?.[0];
      if (score !== 999) lit.add(`domain:${pwiDomainColour(score)}`);
    }
    const flags = payload.flags[0]!;
    // The dashboard's Health Alert reads the screener rounds; the other reports their own flags.
    const where = kind === 'screener' ? 'dashboard' : 'report';
    lit.add(flags.red.length > 0 ? `${where}:red flag` : `${where}:No Red Flags`);
    lit.add(flags.yellow.length > 0 ? `${where}:yellow flag` : `${where}:No Yellow Flags`);
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
    for (const where of ['dashboard', 'report'])
      for (const state of ['red flag', 'yellow flag', 'No Red Flags', 'No Yellow Flags'])
        expect(lit, `${where} ${state}`).toContain(`${where}:${state}`);
    for (const level of ['Lowest Risk', 'Some Risk', 'Moderate Risk', 'High Risk'])
      expect(lit).toContain(`risk:${level}`);
  });

  it('the community circle with people at every frequency, and every advice block', () => {
    expect(lit).toContain('circle:three or more frequencies');
    for (const f of [1, 2, 3, 4, 5]) expect(lit).toContain(`circle:${frequencyLabel(f)}`);
    expect(lit).not.toContain(`circle:${frequencyLabel(0)}`); // Never is not drawn
    for (const key of Object.keys(adviceEn)) expect(lit, key).toContain(`advice:${key}`);
  });
});

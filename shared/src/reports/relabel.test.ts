import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale, type Locale } from '../messages/locale';
import { computeReport, type ReportRound } from './report';
import { relabelled } from './relabel';

afterEach(() => setLocale('en'));

/** Answers that raise red and yellow flags, problem labels, participation names and a connection. */
const flagged: Record<string, unknown> = {
  household2_size: 0,
  marital_status: 'Widowed',
  life_satisfaction2: 5,
  lack_companionship: 2,
  feel_leftout: 1,
  frequency_of_contact_family: 4,
  HT_QofL2_SD: 45,
  MH_QofL2_SD: 2,
  M_QofL2_SD: 2,
  PC_QofL2_SD: 4,
  PD_QofL2_SD: 1,
  AD_QofL2_SD: 3,
  HU_ED_QofL2_SD: 2,
  access_to_family_doctor: 'No',
  PSS_1: 2,
  PSS_2: 1,
  PAG_QofL1_SD: 2,
  LS_QofL3_SD: 3,
  YH_QofL3_SD: 6,
  frequency_of_participation_religion: 4,
  frequency_of_participation_music: 0,
  frequency_of_participation_sports: 2,
};

const rounds: ReportRound[] = [
  { updatedAt: '2026-01-01T10:00:00.000Z', answers: flagged },
  { updatedAt: '2026-02-01T10:00:00.000Z', answers: {} },
  { updatedAt: '2026-03-01T10:00:00.000Z', answers: { ...flagged, HT_QofL2_SD: 90, PD_QofL2_SD: 4 } },
];

/** The payload `rounds` give when computed in `locale`. */
function computedIn(locale: Locale, of: readonly ReportRound[] = rounds) {
  setLocale(locale);
  return computeReport(of, { memberName: 'Paul Member' });
}

describe('a stored report payload in the reader’s language', () => {
  it('gives a payload saved in English the words a French computation gives, figures unchanged', () => {
    const stored = computedIn('en');
    const french = computedIn('fr');
    expect(french.flags[0]!.red.length + french.flags[0]!.yellow.length).toBeGreaterThan(3);
    expect(french.wellness_label).not.toEqual(stored.wellness_label);
    setLocale('fr');
    expect(relabelled(stored)).toEqual(french);
  });

  it('gives back a French-saved payload in English', () => {
    const stored = computedIn('fr');
    const english = computedIn('en');
    expect(relabelled(stored)).toEqual(english);
  });

  it('gives an English-saved payload the French words of any answered figures', () => {
    const code = fc.oneof(fc.constant(999), fc.integer({ min: 0, max: 5 }));
    fc.assert(
      fc.property(
        fc.record({
          HT_QofL2_SD: fc.integer({ min: 0, max: 100 }),
          M_QofL2_SD: code,
          PD_QofL2_SD: code,
          MH_QofL2_SD: code,
          frequency_of_participation_music: code,
          frequency_of_contact_friends: code,
        }),
        (answers) => {
          const of = [{ updatedAt: '2026-01-01T00:00:00.000Z', answers }];
          const stored = computedIn('en', of);
          setLocale('fr');
          expect(relabelled(stored)).toEqual(computedIn('fr', of));
        },
      ),
      { numRuns: 50 },
    );
  });
});

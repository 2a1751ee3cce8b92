import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msg } from '../messages/scoring';
import { inLocale } from '../messages/locale';
import { flags, flagText, hasAnyFlag } from './flags';

const metricsOf = (result: ReturnType<typeof flags>): { red: string[]; yellow: string[] } => ({
  red: result.red.map((f) => f.metric),
  yellow: result.yellow.map((f) => f.metric),
});

describe('flags', () => {
  it('finds nothing in an empty or unanswered round', () => {
    expect(flags({})).toEqual({ red: [], yellow: [] });
    expect(hasAnyFlag(flags({}))).toBe(false);
    const unanswered = {
      HT_QofL2_SD: 999,
      PH_QofL2_SD: 999,
      M_QofL2_SD: 999,
      LS_QofL3_SD: 999,
      PAG_QofL1_SD: 999,
      PSS_QofL1_COMB: 999,
      often_count: 999,
      HU_ED_QofL2_SD: 999,
    };
    expect(flags(unanswered)).toEqual({ red: [], yellow: [] });
  });

  it('flags health today red at 50 and yellow above 50 up to 65', () => {
    expect(metricsOf(flags({ HT_QofL2_SD: 50 }))).toEqual({ red: ['HT_QofL2_SD'], yellow: [] });
    expect(metricsOf(flags({ HT_QofL2_SD: 0 }))).toEqual({ red: ['HT_QofL2_SD'], yellow: [] });
    expect(metricsOf(flags({ HT_QofL2_SD: 50.5 }))).toEqual({ red: [], yellow: ['HT_QofL2_SD'] });
    expect(metricsOf(flags({ HT_QofL2_SD: 65 }))).toEqual({ red: [], yellow: ['HT_QofL2_SD'] });
    expect(metricsOf(flags({ HT_QofL2_SD: 66 }))).toEqual({ red: [], yellow: [] });
    expect(metricsOf(flags({ HT_QofL2_SD: '40' }))).toEqual({ red: [], yellow: [] });
  });

  it('flags self-rated and mental health at 0 red and 1 yellow', () => {
    expect(metricsOf(flags({ PH_QofL2_SD: 0, MH_QofL2_SD: 1 }))).toEqual({
      red: ['PH_QofL2_SD'],
      yellow: ['MH_QofL2_SD'],
    });
    expect(metricsOf(flags({ PH_QofL2_SD: 1, MH_QofL2_SD: 0 }))).toEqual({
      red: ['MH_QofL2_SD'],
      yellow: ['PH_QofL2_SD'],
    });
    expect(metricsOf(flags({ PH_QofL2_SD: 2, MH_QofL2_SD: 2 }))).toEqual({ red: [], yellow: [] });
  });

  it('flags problem items 0 and 1 red, 2 yellow and 3 nothing', () => {
    expect(
      metricsOf(flags({ M_QofL2_SD: 0, PC_QofL2_SD: 1, UA_QofL2_SD: 2, PD_QofL2_SD: 3, AD_QofL2_SD: 4 })),
    ).toEqual({
      red: ['M_QofL2_SD', 'PC_QofL2_SD'],
      yellow: ['UA_QofL2_SD'],
    });
  });

  it('flags health service use from 1 to 998 visits', () => {
    expect(
      metricsOf(flags({ HU_ED_QofL2_SD: 1, HU_HNum_QofL2_SD: 0, HU_EMS_QofL2_SD: 998, HU_UC_QofL2_SD: 999 })),
    ).toEqual({
      red: [],
      yellow: ['HU_ED_QofL2_SD', 'HU_EMS_QofL2_SD'],
    });
  });

  it('flags no family doctor only on No', () => {
    expect(metricsOf(flags({ access_to_family_doctor: 'No' })).yellow).toEqual(['access_to_family_doctor']);
    expect(metricsOf(flags({ access_to_family_doctor: 'Yes' })).yellow).toEqual([]);
  });

  it('flags several moderate problems with a support need', () => {
    const twoModerate = { M_QofL2_SD: 2, PD_QofL2_SD: 2 };
    expect(metricsOf(flags({ ...twoModerate, PSS_QofL1_COMB: 1.6 })).yellow).toContain('moderate_problems');
    expect(metricsOf(flags({ ...twoModerate, PSS_QofL1_COMB: 1.5 })).yellow).not.toContain(
      'moderate_problems',
    );
    expect(metricsOf(flags({ M_QofL2_SD: 2, PSS_QofL1_COMB: 2 })).yellow).not.toContain('moderate_problems');
    expect(metricsOf(flags(twoModerate)).yellow).not.toContain('moderate_problems');
  });

  it('flags a well-being domain at 5 or below red and at 6 yellow', () => {
    const result = flags({ LS_QofL3_SD: 5, SL_QofL3_SD: 6, YH_QofL3_SD: 7, SR_QofL3_SD: 0 });
    expect(metricsOf(result)).toEqual({ red: ['LS_QofL3_SD', 'SR_QofL3_SD'], yellow: ['SL_QofL3_SD'] });
    expect(result.red[0]?.text).toBe('Low satisfaction with life as a whole.');
  });

  it('flags goal progress 3 red and 2 yellow', () => {
    expect(metricsOf(flags({ PAG_QofL1_SD: 3 })).red).toEqual(['PAG_QofL1_SD']);
    expect(metricsOf(flags({ PAG_QofL1_SD: 2 })).yellow).toEqual(['PAG_QofL1_SD']);
    expect(metricsOf(flags({ PAG_QofL1_SD: 1 }))).toEqual({ red: [], yellow: [] });
  });

  it('flags the support score red from 2.5 to 3 and yellow from 1.6 to 2.4', () => {
    expect(metricsOf(flags({ PSS_QofL1_COMB: 3 })).red).toEqual(['PSS_QofL1_COMB']);
    expect(metricsOf(flags({ PSS_QofL1_COMB: 2.5 })).red).toEqual(['PSS_QofL1_COMB']);
    expect(metricsOf(flags({ PSS_QofL1_COMB: 2.4 }))).toEqual({ red: [], yellow: ['PSS_QofL1_COMB'] });
    expect(metricsOf(flags({ PSS_QofL1_COMB: 1.6 }))).toEqual({ red: [], yellow: ['PSS_QofL1_COMB'] });
    expect(metricsOf(flags({ PSS_QofL1_COMB: 1.5 }))).toEqual({ red: [], yellow: [] });
  });

  it('flags loneliness often above 0 and sometimes at 2 with a score of 1.6', () => {
    expect(metricsOf(flags({ often_count: 1 })).red).toEqual(['often_count']);
    expect(metricsOf(flags({ often_count: 0 })).red).toEqual([]);
    expect(metricsOf(flags({ sometimes_count: 2, PL_QofL1_COMB: 1.67 })).yellow).toEqual(['sometimes_count']);
    expect(metricsOf(flags({ sometimes_count: 1, PL_QofL1_COMB: 2 })).yellow).toEqual([]);
    expect(metricsOf(flags({ sometimes_count: 2, PL_QofL1_COMB: 1.5 })).yellow).toEqual([]);
    expect(metricsOf(flags({ sometimes_count: 2 })).yellow).toEqual([]);
  });

  it('says any flag when one list is not empty', () => {
    expect(hasAnyFlag(flags({ access_to_family_doctor: 'No' }))).toBe(true);
  });

  it('never flags from 999 or non-numbers', () => {
    const names = [
      'HT_QofL2_SD',
      'PH_QofL2_SD',
      'MH_QofL2_SD',
      'M_QofL2_SD',
      'LS_QofL3_SD',
      'PAG_QofL1_SD',
      'PSS_QofL1_COMB',
      'often_count',
      'sometimes_count',
      'PL_QofL1_COMB',
      'HU_ED_QofL2_SD',
    ];
    const junk = fc.oneof(
      fc.constant(999),
      fc.string(),
      fc.constant(null),
      fc.boolean(),
      fc.constant(Number.NaN),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), junk), (metrics) => {
        expect(flags(metrics)).toEqual({ red: [], yellow: [] });
      }),
    );
  });
});

describe('flagText', () => {
  it('words a flag in any locale, whatever the locale it was made in', () => {
    const made = inLocale('fr', () => flags({ often_count: 1 })).red[0]!;
    expect(made.text).toBe(msg('scoring.flag.lonelinessOften', undefined, 'fr'));
    expect(made).toMatchObject({ metric: 'often_count', key: 'scoring.flag.lonelinessOften' });
    expect(flagText(made, 'en')).toBe('Often feels lonely.');
    expect(flagText(made, 'fr')).toBe('Ressent souvent de la solitude.');
  });

  it('keeps a parameter that is a catalogue text as its key, and words it in the locale asked', () => {
    const made = inLocale('en', () => flags({ LS_QofL3_SD: 3 })).red[0]!;
    expect(made.params).toEqual({ domain: 'scoring.domain.LS' });
    expect(made.text).toBe('Low satisfaction with life as a whole.');
    expect(flagText(made, 'fr')).toBe('Faible satisfaction : la vie dans son ensemble.');
    expect(flagText(made, 'en')).toBe(made.text);
  });

  it('reads the current locale by default', () => {
    const made = flags({ PH_QofL2_SD: 0 }).red[0]!;
    expect(inLocale('fr', () => flagText(made))).toBe(
      msg('scoring.flag.selfRatedHealthPoor', undefined, 'fr'),
    );
  });

  it('keeps the stored text of a flag saved without a key (older rounds) or with an unknown one', () => {
    expect(flagText({ metric: 'often_count', text: 'Souvent seul.' }, 'en')).toBe('Souvent seul.');
    expect(flagText({ metric: 'x', text: 'Kept.', key: 'scoring.flag.gone' }, 'fr')).toBe('Kept.');
  });
});

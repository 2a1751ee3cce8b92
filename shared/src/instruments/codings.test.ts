import { describe, expect, it } from 'vitest';
import { localText } from '../messages/local-text';
import type { Locale } from '../messages/locale';
import { INTEREST_ACTIVITIES } from './choices';
import { instrumentLibrary, templateQuestions } from './library';
import type { ChoiceJSON, MatrixColumnJSON, QuestionJSON } from './types';

/*
 * METRICS.md §2 written out by hand, independently of the templates: each question name with the
 * coding it must carry. `labels` pins the direction of a scale: the choice with that value must have a
 * label matching the pattern (5 is Daily, not Never); `labelsFr` pins it in French (5 is Chaque jour),
 * so a translation cannot turn a scale round either.
 */
type Coding =
  | {
      kind: 'choice';
      values: readonly (number | string)[];
      labels?: Record<string, RegExp>;
      labelsFr?: Record<string, RegExp>;
    }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'text' }
  | { kind: 'list'; values: readonly string[] }
  | { kind: 'rows'; columns: Record<string, Coding> };

const FREQUENCY: Coding = {
  kind: 'choice',
  values: [0, 1, 2, 3, 4, 5],
  labels: { 5: /daily/i, 0: /never/i },
  labelsFr: { 5: /chaque jour/i, 0: /jamais/i },
};
const OFTEN: Coding = {
  kind: 'choice',
  values: [1, 2, 3],
  labels: { 1: /^often/i, 3: /hardly/i },
  labelsFr: { 1: /^souvent/i, 3: /presque jamais/i },
};
const LONELY: Coding = {
  kind: 'choice',
  values: [0, 1, 2],
  labels: { 0: /hardly/i, 2: /^often/i },
  labelsFr: { 0: /presque jamais/i, 2: /^souvent/i },
};
const YES_NO: Coding = {
  kind: 'choice',
  values: [0, 1],
  labels: { 1: /^yes/i, 0: /^no/i },
  labelsFr: { 1: /^oui/i, 0: /^non/i },
};
const RATING_0_4: Coding = {
  kind: 'choice',
  values: [0, 1, 2, 3, 4],
  labels: { 4: /excellent/i, 0: /poor/i },
  labelsFr: { 4: /excellente/i, 0: /mauvaise/i },
};
const PROBLEM: Coding = {
  kind: 'choice',
  values: [0, 1, 2, 3, 4],
  labels: { 4: /^(no trouble|not at all)$/i },
};
const COUNT: Coding = { kind: 'range', min: 0, max: 998 };
const INTERESTS: Coding = { kind: 'list', values: INTEREST_ACTIVITIES };
const DOMAIN: Coding = { kind: 'range', min: 0, max: 10 };

const each = (names: readonly string[], coding: Coding): [string, Coding][] => names.map((n) => [n, coding]);

const METRICS_CODINGS: Record<string, Coding> = Object.fromEntries([
  ['household_size', COUNT],
  [
    'household2_size',
    {
      kind: 'choice',
      values: [0, 1, 2, 3, 4],
      labels: { 0: /alone/i, 4: /4 or more/i },
      labelsFr: { 0: /aucune/i, 4: /4 personnes ou plus/i },
    },
  ],
  [
    'marital_status',
    {
      kind: 'choice',
      values: [
        'Single',
        'Married',
        'Living with a partner',
        'Separated',
        'Divorced',
        'Widowed',
        'Prefer not to say',
      ],
    },
  ],
  ...each(['total_children', 'total_relatives', 'total_close_friends', 'total_well_known_neighbours'], COUNT),
  ...each(
    ['family', 'friends', 'neighbours'].flatMap((g) => [
      `frequency_of_contact_${g}`,
      `frequency_get_together_${g}`,
    ]),
    FREQUENCY,
  ),
  [
    'trusted_people',
    {
      kind: 'rows',
      columns: {
        name: { kind: 'text' },
        relation: { kind: 'choice', values: ['Family', 'Friend', 'Neighbour', 'Other'] },
        frequency: FREQUENCY,
      },
    },
  ],
  ...each(
    [
      'religion',
      'recreation',
      'education',
      'associations',
      'volunteer',
      'informal_help',
      'music',
      'sports',
      'kindness',
      'other_activities',
    ].map((c) => `frequency_of_participation_${c}`),
    FREQUENCY,
  ),
  ['community_activity_participate', YES_NO],
  ...each(['activities', 'meaningful_activities', 'challenging_activities', 'like_to_join'], INTERESTS),
  ['meaningful_people', { kind: 'text' }],
  ['goals', { kind: 'rows', columns: { goal: { kind: 'text' }, first_step: { kind: 'text' } } }],
  ['PAG_QofL1_SD', OFTEN],
  ...each(['PSS_1', 'PSS_2', 'PSS_3', 'PSS_4', 'PSS_5', 'PSS_6'], {
    kind: 'choice',
    values: [1, 2, 3, 999],
    labels: { 1: /^often/i, 3: /hardly/i, 999: /does not apply/i },
    labelsFr: { 1: /^souvent/i, 3: /presque jamais/i, 999: /ne me concerne pas/i },
  }),
  ...each(['lack_companionship', 'feel_leftout', 'feel_isolated'], LONELY),
  ['AFH_QofL1_SD', OFTEN],
  ['life_satisfaction2', { kind: 'range', min: 1, max: 10 }],
  [
    'local_community_belonging',
    {
      kind: 'choice',
      values: [0, 1, 2, 3],
      labels: { 0: /very weak/i, 3: /very strong/i },
      labelsFr: { 0: /très faible/i, 3: /très fort/i },
    },
  ],
  ['HT_QofL2_SD', { kind: 'range', min: 0, max: 100 }],
  ...each(['PH_QofL2_SD', 'MH_QofL2_SD'], RATING_0_4),
  ...each(['M_QofL2_SD', 'PC_QofL2_SD', 'UA_QofL2_SD'], {
    ...PROBLEM,
    labels: { 4: /no trouble/i, 0: /cannot/i },
    labelsFr: { 4: /aucune difficulté/i, 0: /ne peux pas/i },
  }),
  ...each(['PD_QofL2_SD', 'AD_QofL2_SD'], {
    ...PROBLEM,
    labels: { 4: /not at all/i, 0: /extremely/i },
    labelsFr: { 4: /pas du tout/i, 0: /extrêmement/i },
  }),
  ...each(['HU_ED_QofL2_SD', 'HU_HNum_QofL2_SD', 'HU_EMS_QofL2_SD', 'HU_UC_QofL2_SD'], COUNT),
  ...each(
    ['informal', 'healthcare', 'home_healthcare', 'private_healthcare', 'wellness_program'].map(
      (s) => `support_${s}`,
    ),
    FREQUENCY,
  ),
  ['access_to_family_doctor', { kind: 'choice', values: ['Yes', 'No'] }],
  ...each(
    ['LS', 'SL', 'YH', 'AL', 'PR', 'HSF', 'FPC', 'FS', 'SR'].map((d) => `${d}_QofL3_SD`),
    DOMAIN,
  ),
  ...each(['QSC_1', 'QSC_2', 'QSC_3'], YES_NO),
  ['con_que', YES_NO],
]);

function choiceCoding(choices: readonly ChoiceJSON[]): Coding & { kind: 'choice' } {
  return { kind: 'choice', values: choices.map((c) => c.value) };
}

/** The coding a question or matrix column actually carries, read from its JSON. */
function codingOf(question: QuestionJSON | MatrixColumnJSON): Coding {
  if ('cellType' in question) {
    return question.cellType === 'dropdown' ? choiceCoding(question.choices ?? []) : { kind: 'text' };
  }
  switch (question.type) {
    case 'radiogroup':
    case 'dropdown':
      return choiceCoding(question.choices);
    case 'checkbox':
      return { kind: 'list', values: question.choices.map((c) => String(c.value)) };
    case 'rating':
      return { kind: 'range', min: question.rateMin, max: question.rateMax };
    case 'text':
      return question.inputType === 'number' && question.step === 1
        ? { kind: 'range', min: Number(question.min), max: Number(question.max) }
        : { kind: 'text' };
    case 'comment':
      return { kind: 'text' };
    case 'matrixdynamic':
      return {
        kind: 'rows',
        columns: Object.fromEntries(question.columns.map((c) => [c.name, codingOf(c)])),
      };
  }
}

function labelsOf(question: QuestionJSON | MatrixColumnJSON, locale: Locale = 'en'): Map<string, string> {
  const choices = 'choices' in question ? (question.choices ?? []) : [];
  return new Map(choices.map((c) => [String(c.value), localText(c.text, locale)]));
}

function expectCoding(actual: QuestionJSON | MatrixColumnJSON, expected: Coding, where: string): void {
  const coding = codingOf(actual);
  expect(coding.kind, where).toBe(expected.kind);
  if (expected.kind === 'choice' || expected.kind === 'list') {
    const values = (coding as { values: readonly unknown[] }).values;
    expect([...values].sort(), where).toEqual([...expected.values].sort());
    expect(new Set(values).size, `${where}: no value twice`).toBe(values.length);
  }
  if (expected.kind === 'choice') {
    const labels = labelsOf(actual);
    for (const [value, pattern] of Object.entries(expected.labels ?? {})) {
      expect(labels.get(value), `${where}: label of ${value}`).toMatch(pattern);
    }
    const labelsFr = labelsOf(actual, 'fr');
    for (const [value, pattern] of Object.entries(expected.labelsFr ?? {})) {
      expect(labelsFr.get(value), `${where}: French label of ${value}`).toMatch(pattern);
    }
  }
  if (expected.kind === 'range') expect(coding, where).toEqual(expected);
  if (expected.kind === 'rows' && coding.kind === 'rows') {
    expect(Object.keys(coding.columns).sort(), where).toEqual(Object.keys(expected.columns).sort());
    const columns = (actual as { columns: readonly MatrixColumnJSON[] }).columns;
    for (const column of columns) {
      expectCoding(column, expected.columns[column.name] as Coding, `${where}.${column.name}`);
    }
  }
}

const occurrences = instrumentLibrary.flatMap((series) =>
  series.chapters.flatMap((chapter) =>
    templateQuestions(chapter).map((question) => ({
      where: `${series.name} / ${chapter.name} / ${question.name}`,
      question,
    })),
  ),
);

describe('instrument codings (METRICS.md §2)', () => {
  it.each(Object.entries(METRICS_CODINGS))('asks %s with its coding wherever it is asked', (name, coding) => {
    const asked = occurrences.filter((o) => o.question.name === name);
    expect(asked.length, `${name} is asked by some template`).toBeGreaterThan(0);
    for (const { question, where } of asked) expectCoding(question, coding, where);
  });

  it('offers the 999 "not applicable" choice only where METRICS.md allows it', () => {
    const with999 = occurrences.filter(({ question }) =>
      [
        ...labelsOf(question).keys(),
        ...('columns' in question ? question.columns.flatMap((c) => [...labelsOf(c).keys()]) : []),
      ].includes('999'),
    );
    expect(new Set(with999.map((o) => o.question.name))).toEqual(
      new Set(['PSS_1', 'PSS_2', 'PSS_3', 'PSS_4', 'PSS_5', 'PSS_6']),
    );
  });

  it('keeps counts and ratings whole numbers', () => {
    for (const { question, where } of occurrences) {
      if (question.type === 'text' && question.inputType === 'number') expect(question.step, where).toBe(1);
    }
  });
});

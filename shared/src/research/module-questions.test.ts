import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../messages/locale';
import { computeRound } from '../reports/round';
import { researchExportStartBodySchema } from '../schemas/research';
import { msg } from '../messages/research';
import {
  figureValues,
  payloadFiguresOf,
  present,
  roundFiguresOf,
  screenerAnswered,
  tileVariable,
} from './figures';
import { RESEARCH_TEXT_ALLOW_LIST } from './allow-list';
import { moduleQuestions } from './module-questions';

afterEach(() => setLocale('en'));

describe('surveyQuestions', () => {
  it('reads every answered question of a designer template, panels and localised texts included', () => {
    const questions = moduleQuestions({
      elements: [{ type: 'radiogroup', name: 'top', title: { default: 'Top', fr: 'Haut' }, choices: ['a'] }],
      pages: [
        'not a page',
        {
          elements: [
            { type: 'html', name: 'intro', html: '<p>Hi</p>' },
            {
              type: 'panel',
              elements: [{ type: 'boolean', name: 'smoker', title: 'Smoker', labelTrue: 'Oui' }],
            },
            {
              type: 'tagbox',
              name: 'tags',
              choices: [{ value: 'x', text: { default: 'Ex' } }, { bad: true }, 3],
            },
            { type: 'rating', name: 'stars', rateMin: 1, rateMax: 5, rateValues: [1, 2, 3] },
            { type: 'text', inputType: 'range', name: 'slider', min: 0, max: 10 },
            { type: 'text', inputType: 'datetime-local', name: 'when' },
            { type: 'text', inputType: 'tel', name: 'phone' },
            { type: 'text', name: 'nickname' },
            {
              type: 'matrixdynamic',
              name: 'rows',
              columns: [{ name: 'who', cellType: 'text' }, { title: 'no name' }],
            },
            { type: 'text', name: '' },
            'junk',
          ],
        },
      ],
    });
    expect(questions.map((q) => [q.name, q.kind])).toEqual([
      ['smoker', 'choice'],
      ['tags', 'choices'],
      ['stars', 'number'],
      ['slider', 'number'],
      ['when', 'date'],
      ['phone', 'contact'],
      ['nickname', 'text'],
      ['rows', 'rows'],
      ['top', 'choice'],
    ]);
    expect(questions[0]?.choices).toEqual([
      { value: 1, label: 'Oui' },
      { value: 0, label: 'No' },
    ]);
    expect(questions[1]?.choices).toEqual([
      { value: 'x', label: 'Ex' },
      { value: 3, label: '3' },
    ]);
    expect(questions[2]).toMatchObject({
      min: 1,
      max: 5,
      choices: [{ value: 1 }, { value: 2 }, { value: 3 }],
    });
    expect(questions[7]?.columns).toEqual([{ name: 'who', label: 'who' }]);
    expect(questions[8]?.label).toBe('Top');
    expect(moduleQuestions('nothing')).toEqual([]);
  });

  it("labels questions, choices and columns in the reader's language", () => {
    const json = {
      elements: [
        {
          type: 'radiogroup',
          name: 'q',
          title: { default: 'How often?', fr: 'À quelle fréquence?' },
          choices: [{ value: 5, text: { default: 'Daily', fr: 'Chaque jour' } }],
        },
        {
          type: 'matrixdynamic',
          name: 'm',
          columns: [{ name: 'c', title: { default: 'Name', fr: 'Nom' }, cellType: 'text' }],
        },
      ],
    };
    const [fr, frRows] = moduleQuestions(json, 'fr');
    expect(fr).toMatchObject({ label: 'À quelle fréquence?', choices: [{ value: 5, label: 'Chaque jour' }] });
    expect(frRows?.columns).toEqual([{ name: 'c', label: 'Nom' }]);
    setLocale('fr');
    expect(moduleQuestions(json)[0]?.label).toBe('À quelle fréquence?');
    expect(moduleQuestions(json, 'en')[0]).toMatchObject({
      label: 'How often?',
      choices: [{ label: 'Daily' }],
    });
  });

  it('falls back to the name or value when a text is neither a string nor a localised object', () => {
    const [q] = moduleQuestions({
      elements: [{ type: 'radiogroup', name: 'q', title: { default: 3 }, choices: [{ value: 2, text: {} }] }],
    });
    expect(q).toMatchObject({ label: 'q', choices: [{ value: 2, label: '2' }] });
  });
});

describe('research figures', () => {
  const answers = { household2_size: 1, lack_companionship: 0, feel_leftout: 0, feel_isolated: 0 };

  it('names tiles in snake case and leaves missing values blank', () => {
    expect(tileVariable('mentalHealth')).toBe('tile_mental_health');
    expect(present(999)).toBe('');
    expect(present('12')).toBe('');
    expect(present(12.5)).toBe('12.5');
  });

  it('counts the screener as answered only when one of its questions has a value', () => {
    expect(screenerAnswered({ household2_size: 999, feel_isolated: '' })).toBe(false);
    expect(screenerAnswered({ feel_isolated: 0 })).toBe(true);
  });

  it('gives the same figures from a computed round and from its stored payload', () => {
    const result = computeRound(answers, 0);
    const payload = {
      household2_size: [1],
      wellness_score: [result.wellness],
      screener_risk: [result.screenerRisk],
      PL_QofL1_COMB: [result.numbers.PL_QofL1_COMB],
      flags: [result.flags],
    };
    expect(payloadFiguresOf(payload)).toEqual(roundFiguresOf(result, answers));
    expect(payloadFiguresOf({})).toEqual({
      wellnessScore: undefined,
      screenerRisk: undefined,
      loneliness: undefined,
      flags: { red: [], yellow: [] },
    });
    expect(figureValues(result, {})).toMatchObject({ screener_risk_score: '', screener_risk_level: '' });
  });
});

describe('the research export request', () => {
  it('refuses an end date before the start date and dates that do not exist', () => {
    const base = { seriesTemplateIds: ['s1'], from: '2026-01-02', to: '2026-01-01' };
    expect(researchExportStartBodySchema.safeParse(base).success).toBe(false);
    expect(researchExportStartBodySchema.safeParse({ ...base, to: '2026-02-30' }).success).toBe(false);
    expect(researchExportStartBodySchema.safeParse({ ...base, to: '2026-01-02' }).success).toBe(true);
    expect(msg('research.status.running', { done: 1, total: 2 })).toBe('Running: 1 of 2');
  });

  it('exports no typed text until a question is reviewed onto the allow-list', () => {
    expect(RESEARCH_TEXT_ALLOW_LIST).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { moduleTemplates } from '../instruments/library';
import { sampleAnswers } from '../instruments/sample-answers';
import { answerProblems, checkedCompleteness, hasValidationErrors } from './answers';
import { completeness } from './completeness';

const survey = (...elements: object[]) => ({ pages: [{ name: 'p1', elements }] });

describe('answerProblems', () => {
  const json = survey(
    { type: 'html', name: 'h', html: '<p>Hi</p>' },
    { type: 'text', name: 't' },
    { type: 'text', name: 'n', inputType: 'number' },
    { type: 'comment', name: 'k' },
    { type: 'radiogroup', name: 'r', choices: [0, 1, { value: 'x', text: 'X' }] },
    { type: 'radiogroup', name: 'o', choices: [1], showOtherItem: true },
    { type: 'dropdown', name: 'dd', choicesByUrl: { url: 'https://example.org/list' } },
    { type: 'checkbox', name: 'c', choices: [1, 2] },
    { type: 'rating', name: 'g', rateMin: 1, rateMax: 3 },
    { type: 'boolean', name: 'b' },
    { type: 'matrix', name: 'm', rows: ['r1', 'r2'], columns: [1, 2] },
    { type: 'matrixdropdown', name: 'd', rows: ['r1'], columns: [{ name: 'c1' }] },
    { type: 'matrixdynamic', name: 'y', columns: [{ name: 'goal' }] },
    { type: 'multipletext', name: 'mt', items: [{ name: 'i1' }] },
    { type: 'expression', name: 'e', expression: '1 + 1' },
  );

  it('accepts answers that fit their questions', () => {
    expect(
      answerProblems(json, {
        t: 'text',
        n: 3,
        k: 'long text',
        r: 0,
        o: 'other',
        'o-Comment': 'my own',
        dd: 'anything',
        c: [1, 2],
        g: 3,
        b: false,
        m: { r1: 1, r2: 2 },
        d: { r1: { c1: 'a' } },
        y: [{ goal: 'Walk' }],
        mt: { i1: 'x' },
        e: 2,
        x: null,
      }).filter((p) => p.name !== 'x'),
    ).toEqual([]);
  });

  it('treats "1" and 1 as the same choice, as survey-core does', () => {
    expect(answerProblems(json, { r: '1', c: ['2'] })).toEqual([]);
  });

  it.each([
    ['t', ['list']],
    ['k', 5],
    ['r', 7],
    ['r', { value: 1 }],
    ['c', 1],
    ['c', [1, 5]],
    ['g', 4],
    ['b', 'yes'],
    ['m', { r3: 1 }],
    ['m', { r1: 9 }],
    ['d', { r1: 'flat' }],
    ['y', [1]],
    ['mt', { i9: 'x' }],
    ['h', 'x'],
  ])('names %s when its answer %j does not fit', (name, value) => {
    expect(answerProblems(json, { [name]: value })).toEqual([{ name, reason: 'invalidAnswer' }]);
  });

  it('names answers to questions the module does not have', () => {
    expect(answerProblems(json, { unknown: 1, 'zz-Comment': 'x' })).toEqual([
      { name: 'unknown', reason: 'unknownQuestion' },
      { name: 'zz-Comment', reason: 'unknownQuestion' },
    ]);
  });

  it('accepts the sample answers of every library template', () => {
    for (const template of moduleTemplates()) {
      const json = template.surveyJSON as unknown as Record<string, unknown>;
      expect(answerProblems(json, sampleAnswers(template, 1)), template.key).toEqual([]);
      expect(hasValidationErrors(json, sampleAnswers(template, 2)), template.key).toBe(false);
    }
  });
});

describe('hasValidationErrors', () => {
  it('finds required questions left empty on any page and failed validators', () => {
    const json = {
      pages: [
        { name: 'a', elements: [{ type: 'text', name: 'x', isRequired: true }] },
        {
          name: 'b',
          elements: [{ type: 'text', name: 'n', validators: [{ type: 'numeric', minValue: 5 }] }],
        },
      ],
    };
    expect(hasValidationErrors(json, { n: 6 })).toBe(true);
    expect(hasValidationErrors(json, { x: 'y', n: 2 })).toBe(true);
    expect(hasValidationErrors(json, { x: 'y', n: 6 })).toBe(false);
  });
});

describe('checkedCompleteness', () => {
  const json = survey(
    { type: 'radiogroup', name: 'a', choices: [1, 2] },
    { type: 'text', name: 'why', visibleIf: '{a} = 2' },
  );

  it('gives the same figures on a reused model as on a new one, nothing carried over', () => {
    const steps: Record<string, unknown>[] = [{ a: 2, why: 'x' }, { a: 2 }, { a: 1 }, {}, { a: 2, why: 'y' }];
    for (const answers of steps) {
      expect(checkedCompleteness(json, answers, 'module-1')).toEqual(checkedCompleteness(json, answers));
      expect(checkedCompleteness(json, answers, 'module-1').completeness).toBe(completeness(json, answers));
    }
  });

  it('reports problems instead of a figure when answers do not fit', () => {
    expect(checkedCompleteness(json, { a: 3 }, 'module-2')).toEqual({
      problems: [{ name: 'a', reason: 'invalidAnswer' }],
      completeness: 0,
    });
  });
});

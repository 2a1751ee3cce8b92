import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answeredShare, isAnswered } from './answered';
import { completeness } from './completeness';

const survey = (...elements: object[]): object => ({ pages: [{ name: 'p1', elements }] });

describe('completeness', () => {
  it('is 0 for an empty survey, unreadable input or no answers', () => {
    expect(completeness({}, {})).toBe(0);
    expect(completeness('not json', {})).toBe(0);
    expect(completeness([], {})).toBe(0);
    expect(completeness(null, {})).toBe(0);
    expect(completeness(survey({ type: 'text', name: 'a' }), {})).toBe(0);
    expect(completeness(survey({ type: 'html', name: 'h', html: '<p>Hi</p>' }), {})).toBe(0);
  });

  it('accepts JSON strings for the survey and the responses', () => {
    expect(completeness(JSON.stringify(survey({ type: 'text', name: 'a' })), '{"a":"x"}')).toBe(100);
    expect(completeness(survey({ type: 'text', name: 'a' }), '{broken')).toBe(0);
  });

  it('ignores html, expression and read-only questions', () => {
    const json = survey(
      { type: 'html', name: 'h', html: '<p>Hi</p>' },
      { type: 'expression', name: 'e', expression: '1+1' },
      { type: 'text', name: 'ro', readOnly: true },
      { type: 'text', name: 'a' },
    );
    expect(completeness(json, { a: 'x' })).toBe(100);
  });

  it('ignores the display mode of the template', () => {
    expect(completeness({ mode: 'display', ...survey({ type: 'text', name: 'a' }) }, { a: 'x' })).toBe(100);
  });

  it('counts text, comment and slider only when not blank', () => {
    const json = survey({ type: 'text', name: 'a' }, { type: 'comment', name: 'b' });
    expect(completeness(json, { a: '   ', b: '' })).toBe(0);
    expect(completeness(json, { a: 'x', b: ' ' })).toBe(50);
    expect(completeness(survey({ type: 'text', inputType: 'number', name: 'n' }), { n: 0 })).toBe(100);
  });

  it('counts radiogroup, rating and boolean when a value is given, 0 and false included', () => {
    const json = survey(
      { type: 'radiogroup', name: 'r', choices: [0, 1] },
      { type: 'rating', name: 't' },
      { type: 'boolean', name: 'b' },
    );
    expect(completeness(json, { r: 0, t: 3, b: false })).toBe(100);
    expect(completeness(json, { r: 0 })).toBe(33);
  });

  it('counts a checkbox with at least one choice', () => {
    const json = survey({ type: 'checkbox', name: 'c', choices: [1, 2] });
    expect(completeness(json, { c: [] })).toBe(0);
    expect(completeness(json, { c: [2] })).toBe(100);
  });

  it('counts a matrix only when all rows are answered', () => {
    const json = survey({ type: 'matrix', name: 'm', rows: ['r1', 'r2'], columns: [1, 2] });
    expect(completeness(json, { m: { r1: 1 } })).toBe(0);
    expect(completeness(json, { m: { r1: 1, r2: 2 } })).toBe(100);
  });

  it('counts matrix dropdown, dynamic matrix and multiple text partially', () => {
    const dropdown = survey({
      type: 'matrixdropdown',
      name: 'd',
      rows: ['r1', 'r2'],
      columns: [{ name: 'c1' }, { name: 'c2' }],
    });
    expect(completeness(dropdown, { d: { r1: { c1: 'x' } } })).toBe(25);
    expect(completeness(dropdown, { d: { r1: { c1: 'x', c2: 'y' }, r2: { c1: 'z' } } })).toBe(75);
    const dynamic = survey({
      type: 'matrixdynamic',
      name: 'g',
      columns: [{ name: 'goal' }, { name: 'first_step' }],
    });
    expect(completeness(dynamic, { g: [] })).toBe(0);
    expect(completeness(dynamic, { g: [{ goal: 'Walk' }] })).toBe(50);
    expect(
      completeness(dynamic, {
        g: [
          { goal: 'Walk', first_step: 'Shoes' },
          { goal: 'Read', first_step: 'Library' },
        ],
      }),
    ).toBe(100);
    const multiple = survey({
      type: 'multipletext',
      name: 't',
      items: [{ name: 'i1' }, { name: 'i2' }, { name: 'i3' }],
    });
    expect(completeness(multiple, { t: { i1: 'a' } })).toBe(33);
    expect(completeness(multiple, { t: 'wrong type' })).toBe(0);
  });

  it('counts dynamic panels by the share of their questions answered', () => {
    const json = survey({
      type: 'paneldynamic',
      name: 'people',
      templateElements: [
        { type: 'text', name: 'name' },
        { type: 'text', name: 'relation' },
      ],
    });
    expect(completeness(json, { people: [{ name: 'Ann' }] })).toBe(50);
    expect(completeness(json, { people: [] })).toBe(0);
  });

  it('leaves out questions hidden by their conditions', () => {
    const json = survey(
      { type: 'radiogroup', name: 'a', choices: [1, 2] },
      { type: 'text', name: 'why', visibleIf: '{a} = 2' },
    );
    expect(completeness(json, { a: 1 })).toBe(100);
    expect(completeness(json, { a: 2 })).toBe(50);
    const hiddenPanel = survey(
      { type: 'panel', name: 'p', visible: false, elements: [{ type: 'text', name: 'x' }] },
      { type: 'text', name: 'y' },
    );
    expect(completeness(hiddenPanel, { y: 'v' })).toBe(100);
  });

  it('reaches 100 only when everything is answered', () => {
    const json = survey(...Array.from({ length: 7 }, (_, i) => ({ type: 'text', name: `q${i}` })));
    const answers = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`q${i}`, 'x']));
    expect(completeness(json, answers)).toBe(85);
    expect(completeness(json, { ...answers, q6: 'x' })).toBe(100);
  });

  it('is 0 for a template survey-core cannot read', () => {
    expect(completeness({ pages: [null] }, { a: 'x' })).toBe(0);
    expect(completeness({ pages: [{ elements: [null] }] }, {})).toBe(0);
  });

  it('counts matrices, multiple texts and dynamic panels without rows or items by whether they hold an answer', () => {
    const json = survey(
      { type: 'matrixdropdown', name: 'd', rows: ['a'] },
      { type: 'matrix', name: 'm' },
      { type: 'multipletext', name: 't' },
      { type: 'paneldynamic', name: 'p' },
      { type: 'matrixdynamic', name: 'g', columns: [] },
    );
    expect(completeness(json, {})).toBe(0);
    expect(
      completeness(json, { d: { a: 1 }, m: { r: 1 }, t: { i: 'x' }, p: [{ x: 1 }], g: [{ c: 1 }] }),
    ).toBe(100);
  });

  it('gives a share of 0 when there is nothing to answer', () => {
    expect(answeredShare({ a: 1 }, [])).toBe(0);
    expect(answeredShare({ a: 1 }, ['a', 'b'])).toBe(0.5);
  });

  it('reads empty nested values as unanswered', () => {
    expect(isAnswered({ a: '' })).toBe(false);
    expect(isAnswered([null, ' '])).toBe(false);
    expect(isAnswered(Number.NaN)).toBe(false);
    expect(isAnswered(Symbol('s'))).toBe(false);
  });
});

describe('completeness properties', () => {
  const kinds = [
    'text',
    'radiogroup',
    'checkbox',
    'matrix',
    'matrixdropdown',
    'matrixdynamic',
    'multipletext',
  ] as const;
  const element = (kind: (typeof kinds)[number], name: string): object => {
    switch (kind) {
      case 'text':
        return { type: 'text', name };
      case 'radiogroup':
        return { type: 'radiogroup', name, choices: [0, 1, 2] };
      case 'checkbox':
        return { type: 'checkbox', name, choices: [1, 2] };
      case 'matrix':
        return { type: 'matrix', name, rows: ['r1', 'r2'], columns: [1, 2] };
      case 'matrixdropdown':
        return {
          type: 'matrixdropdown',
          name,
          rows: ['r1', 'r2'],
          columns: [{ name: 'c1' }, { name: 'c2' }],
        };
      case 'matrixdynamic':
        return { type: 'matrixdynamic', name, columns: [{ name: 'c1' }, { name: 'c2' }] };
      case 'multipletext':
        return { type: 'multipletext', name, items: [{ name: 'i1' }, { name: 'i2' }] };
    }
  };
  // Each step adds one answer: a whole value, or one more cell of a partially counted question.
  const steps = (kind: (typeof kinds)[number]): ((v: unknown) => unknown)[] => {
    switch (kind) {
      case 'text':
        return [() => 'x'];
      case 'radiogroup':
        return [() => 0];
      case 'checkbox':
        return [() => [1]];
      case 'matrix':
        return [(v) => ({ ...(v as object), r1: 1 }), (v) => ({ ...(v as object), r2: 2 })];
      case 'matrixdropdown':
        return [
          (v) => ({ ...(v as object), r1: { c1: 'a', c2: 'b' } }),
          (v) => ({ ...(v as object), r2: { c1: 'c', c2: 'd' } }),
        ];
      case 'matrixdynamic':
        return [() => [{ c1: 'a', c2: 'b' }]];
      case 'multipletext':
        return [(v) => ({ ...(v as object), i1: 'a' }), (v) => ({ ...(v as object), i2: 'b' })];
    }
  };

  it('stays within 0-100 and never decreases as answers are added', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...kinds), { minLength: 1, maxLength: 6 }),
        fc.integer(),
        (chosen, seed) => {
          const json = survey(...chosen.map((k, i) => element(k, `q${i}`)));
          const plan = chosen.flatMap((k, i) => steps(k).map((step) => ({ name: `q${i}`, step })));
          const order = plan
            .map((p, i) => ({ p, key: (i * 7919 + seed) % 104729 }))
            .sort((a, b) => a.key - b.key);
          const answers: Record<string, unknown> = {};
          let previous = completeness(json, answers);
          expect(previous).toBe(0);
          for (const { p } of order) {
            answers[p.name] = p.step(answers[p.name]);
            const next = completeness(json, answers);
            expect(next).toBeGreaterThanOrEqual(previous);
            expect(next).toBeLessThanOrEqual(100);
            previous = next;
          }
          expect(previous).toBe(100);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('never throws and stays within 0-100 on arbitrary answers', () => {
    const json = survey(...kinds.map((k, i) => element(k, `q${i}`)));
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('q0', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'x'), fc.jsonValue()),
        (answers) => {
          const value = completeness(json, answers);
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 60 },
    );
  });
});

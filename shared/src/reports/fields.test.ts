import { describe, expect, it } from 'vitest';
import { instrumentLibrary } from '../instruments/library';
import { sampleAnswers } from '../instruments/sample-answers';
import { ROUND_INPUTS, roundInputs } from './fields';
import { computeReport } from './report';

/** Every library series' chapters answered (their sample answers), merged as a round merges them. */
const libraryRounds = instrumentLibrary.map(
  (series) =>
    Object.assign({}, ...series.chapters.map((c, i) => sampleAnswers(c, i + 1))) as Record<string, unknown>,
);

describe('the inputs of a round', () => {
  it('name every answer the report engine reads', () => {
    const read = new Set<string>();
    for (const answers of libraryRounds) {
      const watched = new Proxy(answers, {
        get(target, name, receiver) {
          if (typeof name === 'string') read.add(name);
          return Reflect.get(target, name, receiver) as unknown;
        },
      });
      computeReport([{ updatedAt: '2026-01-01T00:00:00.000Z', answers: watched }]);
    }
    expect(read.size).toBeGreaterThan(50);
    expect([...read].filter((name) => !ROUND_INPUTS.includes(name))).toEqual([]);
  });

  it('keep only those answers, and the report computed from them is the same', () => {
    for (const answers of libraryRounds) {
      const extra = { ...answers, a_note: 'Private words the report never shows', photo: [1, 2, 3] };
      const inputs = roundInputs(extra);
      expect(Object.keys(inputs).every((name) => ROUND_INPUTS.includes(name))).toBe(true);
      expect(inputs).not.toHaveProperty('a_note');
      const at = '2026-01-01T00:00:00.000Z';
      expect(computeReport([{ updatedAt: at, answers: inputs }])).toEqual(
        computeReport([{ updatedAt: at, answers: extra }]),
      );
    }
  });
});

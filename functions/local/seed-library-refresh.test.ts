import { describe, expect, it } from 'vitest';
import { completeness } from '@circles/shared/completeness/completeness';
import { moduleTemplates } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { moduleQuestions } from '@circles/shared/research/module-questions';
import { canonicalJson, englishOnly, moduleCopyRefresh, templateRefresh } from './seed-library-refresh';

const library = moduleTemplates();
const health = library.find((t) => t.key === 'community-connections-06-health')!;
/** A definition as a table seeded before the French holds it, keys in another order. */
const storedBefore = JSON.parse(JSON.stringify(englishOnly(health.surveyJSON))) as Record<string, unknown>;
const reordered = Object.fromEntries(Object.entries(storedBefore).reverse());

describe('canonical JSON and the English-only form', () => {
  it('compares definitions whatever the order of their keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe(canonicalJson({ a: [{ d: 2 }], b: 1 }));
    expect(canonicalJson(reordered)).toBe(canonicalJson(storedBefore));
  });

  it('turns every { default, fr } text into its English and leaves everything else', () => {
    expect(
      englishOnly({
        title: { default: 'Hi', fr: 'Salut' },
        choices: [{ value: 1, text: { default: 'Yes', fr: 'Oui' } }],
      }),
    ).toEqual({ title: 'Hi', choices: [{ value: 1, text: 'Yes' }] });
    expect(englishOnly({ default: 'x', fr: 'y', other: 1 })).toEqual({ default: 'x', fr: 'y', other: 1 });
    expect(canonicalJson(englishOnly(health.surveyJSON))).not.toContain('"fr"');
  });

  it.each(library.map((t) => [t.key, t] as const))(
    '%s: the English-only copy asks the same questions with the same values and scores the same',
    (_, template) => {
      const before = englishOnly(template.surveyJSON);
      const shape = (json: unknown) =>
        moduleQuestions(json, 'en').map((q) => [q.name, q.kind, q.label, q.choices, q.columns]);
      expect(shape(before)).toEqual(shape(template.surveyJSON));
      for (const variant of [0, 1, 2]) {
        const answers = sampleAnswers(template, variant);
        expect(completeness(before, answers)).toBe(completeness(template.surveyJSON, answers));
      }
    },
  );
});

describe('refreshing what the seed stored', () => {
  it('gives a template the seed wrote the library definition, and only when it differs', () => {
    expect(templateRefresh({ modifiedBy: 'seed', surveyJSON: reordered }, health.surveyJSON)).toBe(
      health.surveyJSON,
    );
    const current = JSON.parse(JSON.stringify(health.surveyJSON)) as unknown;
    expect(templateRefresh({ modifiedBy: 'seed', surveyJSON: current }, health.surveyJSON)).toBeUndefined();
  });

  it('keeps a template a person edited, English or not', () => {
    expect(
      templateRefresh({ modifiedBy: 'user-admin', surveyJSON: reordered }, health.surveyJSON),
    ).toBeUndefined();
    expect(templateRefresh({ surveyJSON: reordered }, health.surveyJSON)).toBeUndefined();
  });

  it("localises a module's copy only when it is the library's definition without its French", () => {
    expect(moduleCopyRefresh(reordered, health.surveyJSON)).toBe(health.surveyJSON);
    expect(moduleCopyRefresh(health.surveyJSON, health.surveyJSON)).toBeUndefined();
    const edited = { ...storedBefore, title: 'Health, as edited' };
    expect(moduleCopyRefresh(edited, health.surveyJSON)).toBeUndefined();
    expect(moduleCopyRefresh(undefined, health.surveyJSON)).toBeUndefined();
  });
});

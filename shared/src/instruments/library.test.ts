import { Model } from 'survey-core';
import { describe, expect, it } from 'vitest';
import { completeness } from '../completeness/completeness';
import { NUMERIC_FIELDS } from '../reports/fields';
import { t } from './build';
import {
  instrumentLibrary,
  moduleTemplates,
  seriesByName,
  templateNameFr,
  templateQuestions,
} from './library';
import { sampleAnswers } from './sample-answers';

const SERIES_CHAPTERS = {
  'Community Connections': [
    '[1] Help Request Tracker',
    '[2] About Me',
    "[3] Who's in My Circle",
    '[4] Activities and Interests',
    '[5] Goals',
    '[6] Health',
    '[7] Wellness',
    '[8] Community Resources',
    '[9] Follow-Up',
    '[10] Post Survey',
  ],
  'Social Health Screener - NEW': ['Social Health'],
  'Quality of Life - Short': ['Quality of Life Reflection - Short'],
  'Quality Life Series': [
    '[1] Personal Narrative',
    '[2] Physical, Mental, Social Health',
    '[3] Who is My Circle',
  ],
};

const chapters = instrumentLibrary.flatMap((series) =>
  series.chapters.map((c) => [`${series.name} / ${c.name}`, c] as const),
);

describe('instrument library', () => {
  it('holds the four series the reports read, with their chapters in order', () => {
    expect(Object.fromEntries(instrumentLibrary.map((s) => [s.name, s.chapters.map((c) => c.name)]))).toEqual(
      SERIES_CHAPTERS,
    );
  });

  it('gives every series and template a distinct key and titles each template with its chapter name', () => {
    const templates = moduleTemplates();
    expect(templates).toHaveLength(15);
    expect(new Set(templates.map((t) => t.key)).size).toBe(15);
    expect(new Set(instrumentLibrary.map((s) => s.key)).size).toBe(4);
    for (const tpl of templates) expect(tpl.surveyJSON.title.default).toBe(tpl.name);
  });

  it('names every series and template in French too (issue 25), as the reports and the fill-in do', () => {
    expect(Object.fromEntries(instrumentLibrary.map((s) => [s.name, s.nameFr]))).toEqual({
      'Community Connections': 'Liens avec la communauté',
      'Social Health Screener - NEW': 'Dépistage en santé sociale - NOUVEAU',
      'Quality of Life - Short': 'Qualité de vie - Court',
      'Quality Life Series': 'Série Qualité de vie',
    });
    for (const tpl of moduleTemplates()) {
      expect(templateNameFr(tpl)).toBe(tpl.surveyJSON.title.fr);
      expect(templateNameFr(tpl)).not.toBe(tpl.name);
    }
  });

  it('finds a series by its spec name', () => {
    expect(seriesByName('Quality Life Series')?.chapters).toHaveLength(3);
    expect(seriesByName('Quality of Life')).toBeUndefined();
  });

  it.each(chapters)('%s loads in survey-core without definition errors', (_, template) => {
    const model = new Model(template.surveyJSON);
    expect(model.jsonErrors ?? []).toEqual([]);
    expect(model.pages.length).toBe(template.surveyJSON.pages.length);
    expect(model.getAllQuestions().map((q) => q.name)).toEqual(
      template.surveyJSON.pages.flatMap((p) => p.elements.map((e) => e.name)),
    );
  });

  it.each(chapters)('%s asks at least three questions', (_, template) => {
    expect(templateQuestions(template).length).toBeGreaterThanOrEqual(3);
  });

  it.each(instrumentLibrary.map((s) => [s.name, s] as const))(
    '%s uses each question name once',
    (_, series) => {
      const names = series.chapters.flatMap((c) =>
        c.surveyJSON.pages.flatMap((p) => p.elements.map((e) => e.name)),
      );
      const repeated = names.filter((n, i) => names.indexOf(n) !== i);
      expect(repeated).toEqual([]);
    },
  );

  it('keeps every choice, rating and count of a report input inside the range the report engine reads', () => {
    for (const template of moduleTemplates()) {
      for (const q of templateQuestions(template)) {
        const range = (NUMERIC_FIELDS as Record<string, { min: number; max: number }>)[q.name];
        if (range === undefined) continue;
        const values =
          q.type === 'rating'
            ? [q.rateMin, q.rateMax]
            : q.type === 'text'
              ? [Number(q.min), Number(q.max)]
              : 'choices' in q
                ? q.choices.map((c) => c.value)
                : [];
        expect(values.length, q.name).toBeGreaterThan(0);
        for (const v of values)
          expect(v, q.name).toSatisfy(
            (n: unknown) => typeof n === 'number' && n >= range.min && n <= range.max,
          );
      }
    }
  });

  it('words nothing with the licensed EQ-5D texts', () => {
    const text = JSON.stringify(moduleTemplates()).toLowerCase();
    for (const phrase of [
      'eq-5d',
      'euroqol',
      'i have no problems in walking about',
      'the best health you can imagine',
    ]) {
      expect(text).not.toContain(phrase);
    }
  });
});

describe('sample answers', () => {
  it.each(chapters)('%s: fully answered gives completeness 100 and no validation error', (_, template) => {
    for (const variant of [0, 1, 2, 3]) {
      const answers = sampleAnswers(template, variant);
      expect(completeness(template.surveyJSON, answers)).toBe(100);
      const model = new Model(template.surveyJSON);
      model.data = answers;
      expect(model.validate(false, false)).toBe(true);
    }
  });

  it.each(chapters)('%s: unanswered gives completeness 0', (_, template) => {
    expect(completeness(template.surveyJSON, {})).toBe(0);
  });

  it('drops the answer of a question the other answers hide', () => {
    const template = seriesByName('Community Connections')?.chapters[3];
    const answers = [0, 1, 2, 3, 4, 5].map((v) => sampleAnswers(template!, v));
    const hidden = answers.filter((a) => a.has_challenging_activities === 0);
    const shown = answers.filter((a) => a.has_challenging_activities === 1);
    expect(hidden.length).toBeGreaterThan(0);
    expect(shown.length).toBeGreaterThan(0);
    for (const a of hidden) expect(a).not.toHaveProperty('challenging_activities');
    for (const a of shown)
      expect(a.challenging_activities).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it('differs between variants and repeats for the same variant', () => {
    const template = seriesByName('Community Connections')!.chapters[6]!;
    expect(sampleAnswers(template, 1)).toEqual(sampleAnswers(template, 1));
    expect(sampleAnswers(template, 1)).not.toEqual(sampleAnswers(template, 2));
  });

  it('answers a count without bounds and leaves a choice without choices unanswered', () => {
    const answers = sampleAnswers({
      key: 'edge',
      name: 'Edge',
      surveyJSON: {
        title: t('Edge', 'Limite'),
        clearInvisibleValues: 'onHidden',
        pages: [
          {
            name: 'p',
            elements: [
              { type: 'text', name: 'n', title: t('N', 'N'), inputType: 'number' },
              { type: 'dropdown', name: 'd', title: t('D', 'D'), choices: [] },
              {
                type: 'matrixdynamic',
                name: 'm',
                title: t('M', 'M'),
                rowCount: 2,
                columns: [{ name: 'c', title: t('C', 'C'), cellType: 'text' }],
              },
            ],
          },
        ],
      },
    });
    expect(answers.n).toSatisfy((n: unknown) => typeof n === 'number' && n >= 0 && n <= 5);
    expect(answers).not.toHaveProperty('d');
    expect(answers.m).toHaveLength(2);
  });
});

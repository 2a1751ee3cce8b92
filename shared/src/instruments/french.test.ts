import { Model } from 'survey-core';
import { describe, expect, it } from 'vitest';
import { moduleTemplates } from './library';

/*
 * Issue 25 §3: every text a member reads in a library template has its French. The walk reads the
 * template JSON itself (what the seed stores and SurveyJS renders), not the builders, so a text added
 * later without `t(en, fr)` fails here whichever way it was written.
 */

/** SurveyJS properties holding a text the member reads (localisable strings). */
const LOCALISABLE = new Set([
  'title',
  'description',
  'text',
  'html',
  'minRateDescription',
  'maxRateDescription',
  'addRowText',
  'removeRowText',
  'placeholder',
  'requiredErrorText',
  'otherText',
  'labelTrue',
  'labelFalse',
  'completedHtml',
]);

/**
 * French texts the same as the English, each with its reason. Empty today: every library text reads
 * differently in French. Add a text here only when it is a name or a number.
 */
const SAME_IN_FRENCH: Readonly<Record<string, string>> = {};

interface Problem {
  path: string;
  problem: string;
}

/** Every localisable text of `json` lacking its French, or French left as the English, with its path. */
function frenchProblems(json: unknown, path = ''): Problem[] {
  if (Array.isArray(json)) return json.flatMap((item, i) => frenchProblems(item, `${path}[${i}]`));
  if (typeof json !== 'object' || json === null) return [];
  return Object.entries(json as Record<string, unknown>).flatMap(([key, value]): Problem[] => {
    const at = `${path}.${key}`;
    if (!LOCALISABLE.has(key)) return frenchProblems(value, at);
    if (typeof value === 'string') return [{ path: at, problem: `English only: ${value}` }];
    const texts = (value ?? {}) as Record<string, unknown>;
    const en = texts.default;
    const fr = texts.fr;
    if (typeof en !== 'string' || en.trim() === '') return [{ path: at, problem: 'no English text' }];
    if (typeof fr !== 'string' || fr.trim() === '') return [{ path: at, problem: `no French for: ${en}` }];
    if (fr === en && !Object.hasOwn(SAME_IN_FRENCH, en))
      return [{ path: at, problem: `French left as the English: ${en}` }];
    // GLOSSARY.fr.md: a space before ':' (the html of an intro holds no colon of its own).
    if (/[^\s]:/.test(fr.replace(/<[^>]*>/g, '')))
      return [{ path: at, problem: `no space before ':': ${fr}` }];
    return [];
  });
}

const templates = moduleTemplates().map((t) => [t.name, t] as const);

describe('French of the library instruments', () => {
  it.each(templates)('%s: every question, choice, hint, intro and page title has its French', (_, t) => {
    expect(frenchProblems(t.surveyJSON)).toEqual([]);
  });

  it('finds the texts a template could leave in English only', () => {
    const problems = frenchProblems({
      title: 'Plain',
      pages: [
        {
          title: { default: 'Page', fr: 'Page' },
          elements: [
            { type: 'html', name: 'i', html: { default: '<p>Hi</p>' } },
            {
              type: 'radiogroup',
              name: 'q',
              title: { fr: 'Seul' },
              choices: [{ value: 1, text: { default: 'Yes', fr: '' } }],
            },
            { type: 'rating', name: 'r', title: { default: 'R', fr: 'Note:' } },
          ],
        },
      ],
    });
    expect(problems.map((p) => p.path)).toEqual([
      '.title',
      '.pages[0].title',
      '.pages[0].elements[0].html',
      '.pages[0].elements[1].title',
      '.pages[0].elements[1].choices[0].text',
      '.pages[0].elements[2].title',
    ]);
  });

  it.each(templates)(
    '%s: survey-core shows every title, choice and intro in French in a French model',
    (_, t) => {
      const model = new Model(t.surveyJSON);
      model.locale = 'fr';
      expect(model.title).toBe(t.surveyJSON.title.fr);
      t.surveyJSON.pages.forEach((page, i) => {
        expect(model.pages[i]!.title).toBe(page.title?.fr ?? '');
        for (const element of page.elements) {
          const shown = model.getQuestionByName(element.name) as unknown as {
            title: string;
            html: string;
            choices?: { text: string }[];
          };
          if (element.type === 'html') {
            expect(shown.html).toBe(element.html.fr);
            continue;
          }
          expect(shown.title).toBe(element.title.fr);
          if ('choices' in element)
            expect(shown.choices?.map((c) => c.text)).toEqual(element.choices.map((c) => c.text.fr));
        }
      });
      model.locale = 'en';
      expect(model.title).toBe(t.name);
    },
  );
});

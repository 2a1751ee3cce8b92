import { describe, expect, it } from 'vitest';
import { missingFrench } from './french';
import { moduleTemplates } from './library';

describe('missingFrench: the texts of a definition a French reader would read in English', () => {
  it('finds nothing to flag in a definition wholly in French, nor in an empty one', () => {
    for (const template of moduleTemplates()) expect(missingFrench(template.surveyJSON)).toEqual([]);
    expect(missingFrench({})).toEqual([]);
    expect(missingFrench({ pages: [] })).toEqual([]);
  });

  it('flags plain strings and localisable texts without French, wherever they are', () => {
    const json = {
      title: 'Designer module',
      pages: [
        {
          name: 'p1',
          title: { default: 'Page one', fr: 'Page un' },
          elements: [
            {
              type: 'text',
              name: 'q1',
              title: { default: 'Age', fr: '' },
              description: { default: 'Years' },
            },
            {
              type: 'radiogroup',
              name: 'q2',
              title: { default: 'Mood', fr: 'Humeur' },
              choices: ['Good', 'Bad', '1', 10, { value: 'x', text: { default: 'Other', fr: 'Autre' } }],
              validators: [{ type: 'expression', text: 'Pick one' }],
            },
          ],
        },
      ],
    };
    expect(missingFrench(json)).toEqual([
      '.title',
      '.pages[0].elements[0].title',
      '.pages[0].elements[0].description',
      '.pages[0].elements[1].choices[0]',
      '.pages[0].elements[1].choices[1]',
      '.pages[0].elements[1].validators[0].text',
    ]);
  });

  it('does not count what a French reader reads rightly: French the same as the English, no colon space, no English', () => {
    expect(
      missingFrench({
        title: { default: 'Date', fr: 'Date' },
        description: { default: 'Note', fr: 'Remarque:' },
        pages: [{ name: 'p', title: { fr: 'Seul' }, elements: [] }],
      }),
    ).toEqual([]);
  });

  it('ignores properties that are not texts (names, values, expressions)', () => {
    expect(
      missingFrench({
        pages: [
          { name: 'Page name', elements: [{ type: 'text', name: 'Question', visibleIf: '{a} = "Yes"' }] },
        ],
      }),
    ).toEqual([]);
  });
});

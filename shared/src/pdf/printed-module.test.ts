import { afterEach, describe, expect, it } from 'vitest';
import { moduleTemplates, templateQuestions } from '../instruments/library';
import { setLocale } from '../messages/locale';
import { sampleAnswers } from '../instruments/sample-answers';
import type { Question } from 'survey-core';
import { htmlToText, printedAnswer, printedModule, type PrintedBlock } from './printed-module';

const survey = {
  title: 'My Health Today',
  description: 'How you feel',
  showQuestionNumbers: 'on',
  pages: [
    {
      name: 'p1',
      title: 'About you',
      elements: [
        {
          type: 'html',
          name: 'intro',
          html: '<p>Read <b>this</b> first &amp; then answer.</p><p>Thanks&#33;</p>',
        },
        {
          type: 'checkbox',
          name: 'pets',
          title: 'Pets',
          choices: [
            { value: 1, text: 'Cat' },
            { value: 2, text: 'Dog' },
          ],
        },
        {
          type: 'radiogroup',
          name: 'alone',
          title: 'Do you live alone?',
          choices: [
            { value: 1, text: 'Yes' },
            { value: 0, text: 'No' },
          ],
        },
        { type: 'text', name: 'who', title: 'Who lives with you, {pets}?', visibleIf: '{alone} = 0' },
        { type: 'comment', name: 'notes', title: 'Notes' },
        { type: 'boolean', name: 'walks', title: 'Do you walk?' },
        {
          type: 'matrixdynamic',
          name: 'people',
          title: 'People',
          columns: [
            { name: 'name', title: 'Name', cellType: 'text' },
            {
              name: 'often',
              title: 'How often',
              cellType: 'dropdown',
              choices: [{ value: 5, text: 'Daily' }],
            },
          ],
        },
        {
          type: 'matrix',
          name: 'feel',
          title: 'Feelings',
          columns: [
            { value: 1, text: 'Low' },
            { value: 2, text: 'High' },
          ],
          rows: [{ value: 'mood', text: 'Mood' }],
        },
        {
          type: 'panel',
          name: 'more',
          description: 'Where you live',
          title: 'More about you',
          elements: [{ type: 'text', name: 'city', title: 'City' }],
        },
      ],
    },
    {
      name: 'hidden',
      title: 'Only for some',
      visibleIf: '{alone} = 1',
      elements: [{ type: 'text', name: 'x', title: 'X' }],
    },
  ],
};

const answers = {
  pets: [1, 2],
  alone: 0,
  who: 'My daughter',
  walks: true,
  people: [{ often: 5 }, { name: 'Ann', often: 5, extra: 'x' }],
  feel: { mood: 2 },
  city: 'Windsor',
};

const question = (blocks: PrintedBlock[], name: string) =>
  blocks.find(
    (b): b is Extract<PrintedBlock, { kind: 'question' }> => b.kind === 'question' && b.name === name,
  );

afterEach(() => setLocale('en'));

describe('a module as printed blocks', () => {
  const printed = printedModule(survey, answers);
  const blocks = printed.sections[0]?.blocks ?? [];

  it('keeps the title, the description and only visible pages', () => {
    expect(printed.title).toBe('My Health Today');
    expect(printed.description).toBe('How you feel');
    expect(printed.sections.map((s) => s.title)).toEqual(['About you']);
  });

  it('prints html blocks as plain text', () => {
    expect(blocks[0]).toEqual({ kind: 'note', text: 'Read this first & then answer.\nThanks!' });
  });

  it('prints choice answers with their texts and numbers the questions', () => {
    expect(question(blocks, 'pets')).toMatchObject({
      number: '1.',
      title: 'Pets',
      answer: { kind: 'text', text: 'Cat, Dog' },
    });
    expect(question(blocks, 'alone')?.answer).toEqual({ kind: 'text', text: 'No' });
    expect(question(blocks, 'walks')?.answer).toEqual({ kind: 'text', text: 'Yes' });
  });

  it('applies visibleIf and fills title placeholders from the answers', () => {
    expect(question(blocks, 'who')).toMatchObject({
      title: 'Who lives with you, Cat, Dog?',
      answer: { text: 'My daughter' },
    });
    const alone = printedModule(survey, { ...answers, alone: 1 });
    expect(question(alone.sections[0]?.blocks ?? [], 'who')).toBeUndefined();
    expect(alone.sections.map((s) => s.title)).toEqual(['About you', 'Only for some']);
  });

  it('marks unanswered questions as having no answer', () => {
    expect(question(blocks, 'notes')?.answer).toEqual({ kind: 'none' });
  });

  it('prints row answers as tables in the column order of the question', () => {
    expect(question(blocks, 'people')?.answer).toEqual({
      kind: 'table',
      columns: ['Name', 'How often', 'extra'],
      rows: [
        ['', 'Daily'],
        ['Ann', 'Daily', 'x'],
      ].map((r) => [...r, ...Array(3 - r.length).fill('')]),
    });
    expect(question(blocks, 'feel')?.answer).toEqual({
      kind: 'table',
      columns: ['', ''],
      rows: [['Mood', 'High']],
    });
  });

  it('prints a panel as a heading followed by its questions', () => {
    const at = blocks.findIndex((b) => b.kind === 'heading');
    expect(blocks[at]).toMatchObject({ kind: 'heading', text: 'More about you' });
    expect(blocks[at + 1]).toMatchObject({ name: 'city', answer: { text: 'Windsor' } });
  });

  it('leaves out pages with nothing visible', () => {
    expect(printedModule({ pages: [{ name: 'p', elements: [] }] }, {}).sections).toEqual([]);
  });

  it("prints a localised template in the reader's language: titles, hints, intros and chosen answers", () => {
    const template = moduleTemplates().find((t) => t.key === 'community-connections-06-health')!;
    const answers = { PH_QofL2_SD: 4, HT_QofL2_SD: 80 };
    const blocks = (locale: 'en' | 'fr') => {
      const printed = printedModule(template.surveyJSON, answers, locale);
      const all = printed.sections.flatMap((s) => s.blocks);
      const q = (name: string) => all.find((b) => b.kind === 'question' && b.name === name);
      return { printed, ph: q('PH_QofL2_SD'), ht: q('HT_QofL2_SD') };
    };
    const fr = blocks('fr');
    expect(fr.printed.title).toBe('[6] Santé');
    expect(fr.printed.sections[0]?.title).toBe("Ma santé aujourd'hui");
    expect(fr.ph).toMatchObject({
      title: 'En général, comment évaluez-vous votre santé physique?',
      answer: { kind: 'text', text: 'Excellente' },
    });
    expect(fr.ht).toMatchObject({ description: expect.stringMatching(/^100 veut dire/) });
    const en = blocks('en');
    expect(en.printed.title).toBe('[6] Health');
    expect(en.ph).toMatchObject({ answer: { kind: 'text', text: 'Excellent' } });
  });

  it('prints in the current locale when none is given', () => {
    const template = moduleTemplates().find((t) => t.key === 'community-connections-05-goals')!;
    setLocale('fr');
    const notes = printedModule(template.surveyJSON, {})
      .sections.flatMap((s) => s.blocks)
      .filter((b) => b.kind === 'note');
    expect(notes[0]).toMatchObject({ text: expect.stringMatching(/^Un objectif peut être petit/) });
  });

  it('prints every question of a library template with its sample answer', () => {
    for (const template of moduleTemplates()) {
      const all = printedModule(template.surveyJSON, sampleAnswers(template)).sections.flatMap(
        (s) => s.blocks,
      );
      const printedNames = all.filter((b) => b.kind === 'question').map((b) => b.name);
      expect(printedNames.length, template.key).toBeGreaterThan(0);
      for (const name of printedNames)
        expect(templateQuestions(template).some((q) => q.name === name)).toBe(true);
      const answered = all.filter((b) => b.kind === 'question' && b.answer.kind !== 'none');
      expect(answered.length, template.key).toBeGreaterThan(0);
    }
  });
});

describe('answers survey-core shows in other shapes', () => {
  const shown = (displayValue: unknown, extra: object = {}) =>
    printedAnswer({ isEmpty: () => false, displayValue, ...extra } as unknown as Question);

  it('prints a list of plain values as a one-column table', () => {
    expect(shown(['a', 2, null])).toEqual({ kind: 'table', columns: [''], rows: [['a'], ['2'], ['']] });
  });

  it('prints nested values as their JSON and named columns by name', () => {
    expect(
      shown([{ b: { x: 1 }, a: true }], { columns: [{ name: 'a' }, { name: 'b', title: 'B' }] }),
    ).toEqual({
      kind: 'table',
      columns: ['a', 'b'],
      rows: [['true', '{"x":1}']],
    });
  });

  it('treats a blank display text as no answer', () => {
    expect(shown('  ')).toEqual({ kind: 'none' });
  });
});

describe('html to text', () => {
  it('breaks lines at block ends, drops tags and keeps unknown entities', () => {
    expect(htmlToText('<h2>Title</h2>line<br/>two &unknown; &lt;x&gt;&nbsp;y')).toBe(
      'Title\nline\ntwo &unknown; <x> y',
    );
  });
});

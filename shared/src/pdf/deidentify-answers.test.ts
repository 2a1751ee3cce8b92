import { describe, expect, it } from 'vitest';
import { deidentifyAnswers, removedAnswer } from './deidentify-answers';
import { printedModule } from './printed-module';

const REMOVED = '[removed in research export]';

const survey = {
  title: 'About me',
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'text', name: 'nickname', title: 'What do people call you, {nickname}?' },
        { type: 'text', name: 'born', inputType: 'date', title: 'Born' },
        { type: 'text', name: 'household', inputType: 'number', title: 'People at home' },
        { type: 'comment', name: 'story', title: 'Your story' },
        {
          type: 'radiogroup',
          name: 'alone',
          title: 'Do you live alone?',
          choices: [
            { value: 1, text: 'Yes' },
            { value: 0, text: 'No' },
          ],
        },
        {
          type: 'checkbox',
          name: 'pets',
          title: 'Pets',
          choices: ['Cat', 'Dog'],
          showOtherItem: true,
        },
        { type: 'boolean', name: 'driver', title: 'Do you drive?' },
        { type: 'rating', name: 'mood', title: 'Mood', rateMin: 1, rateMax: 5 },
        {
          type: 'panel',
          name: 'more',
          elements: [
            {
              type: 'multipletext',
              name: 'emergency',
              title: 'Emergency contact',
              items: [{ name: 'who' }, { name: 'phone' }],
            },
            {
              type: 'matrix',
              name: 'feelings',
              title: 'Feelings',
              columns: [
                { value: 1, text: 'Often' },
                { value: 2, text: 'Rarely' },
              ],
              rows: ['calm', 'tired'],
            },
          ],
        },
      ],
    },
    {
      name: 'p2',
      elements: [
        {
          type: 'matrixdynamic',
          name: 'helpers',
          title: 'Who helps you?',
          columns: [
            { name: 'name', title: 'Name', cellType: 'text' },
            { name: 'relation', title: 'Relation', choices: ['Family', 'Friend'] },
            { name: 'visits', title: 'Visits a month', cellType: 'text', inputType: 'number' },
          ],
        },
        {
          type: 'paneldynamic',
          name: 'places',
          title: 'Places you go',
          templateElements: [
            { type: 'text', name: 'place', title: 'Place' },
            { type: 'dropdown', name: 'how', title: 'How often', choices: ['Weekly', 'Monthly'] },
          ],
        },
        { type: 'expression', name: 'greeting', expression: "'Hello ' + {nickname}" },
      ],
    },
  ],
};

const answers = {
  nickname: 'Bunny Featherstone',
  born: '1941-03-02',
  household: 2,
  story: 'I moved here from Galway with Eamon.',
  alone: 0,
  pets: ['Cat', 'other', 'A parrot called Horatio'],
  'pets-Comment': 'Horatio the parrot',
  driver: true,
  mood: 4,
  emergency: { who: 'Eamon Featherstone', phone: '555 0199' },
  feelings: { calm: 1, tired: 'when Eamon calls' },
  helpers: [
    { name: 'Eamon', relation: 'Family', visits: 4 },
    { name: 'Siobhan', relation: 'Siobhan next door', visits: 'lots' },
  ],
  places: [{ place: 'Galway Bay pub', how: 'Weekly' }],
  greeting: 'Hello Bunny Featherstone',
  stray: 'Eamon again',
};

const TYPED = ['Bunny', 'Featherstone', 'Galway', 'Eamon', 'Horatio', 'Siobhan', '1941', '555'];

describe('deidentifyAnswers', () => {
  it('replaces typed answers and keeps option answers and numbers', () => {
    expect(removedAnswer()).toBe(REMOVED);
    expect(deidentifyAnswers(survey, answers)).toEqual({
      nickname: REMOVED,
      born: REMOVED,
      household: 2,
      story: REMOVED,
      alone: 0,
      pets: ['Cat', 'other', REMOVED],
      driver: true,
      mood: 4,
      emergency: { who: REMOVED, phone: REMOVED },
      feelings: { calm: 1, tired: REMOVED },
      helpers: [
        { name: REMOVED, relation: 'Family', visits: 4 },
        { name: REMOVED, relation: REMOVED, visits: REMOVED },
      ],
      places: [{ place: REMOVED, how: 'Weekly' }],
    });
  });

  it('prints none of what the member typed, and the placeholder where it was', () => {
    const printed = JSON.stringify(printedModule(survey, deidentifyAnswers(survey, answers)));
    for (const typed of TYPED) expect(printed).not.toContain(typed);
    expect(printed).toContain(REMOVED);
    expect(printed).toContain('Cat');
    // The same answers as given print the names: the check above can fail.
    expect(JSON.stringify(printedModule(survey, answers))).toContain('Featherstone');
  });

  it('leaves its input as it was and reads answers of a survey with top-level elements', () => {
    const before = JSON.parse(JSON.stringify(answers)) as typeof answers;
    deidentifyAnswers(survey, answers);
    expect(answers).toEqual(before);
    const flat = { elements: [{ type: 'text', name: 'q1' }] };
    expect(deidentifyAnswers(flat, { q1: 'done', q2: 'x' })).toEqual({ q1: REMOVED });
    expect(deidentifyAnswers(undefined, { q1: 'done' })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import type { Locale } from '../messages/locale';
import {
  ANSWER_TEXT_MAX,
  answerIn,
  answersBehind,
  MAX_ANSWERS_BEHIND,
  questionsBehind,
  type RoundChapter,
} from './answers-behind';

/** The answers behind a finding as a reader in `locale` sees them. */
const behind = (metric: string, chapters: readonly RoundChapter[], locale: Locale = 'en') =>
  answersBehind(metric, chapters).map((a) => answerIn(a, locale));

const lonelinessChapter = {
  pages: [
    {
      elements: [
        {
          type: 'panel',
          elements: [
            {
              type: 'radiogroup',
              name: 'lack_companionship',
              title: {
                default: 'How often do you feel that you lack companionship?',
                fr: 'À quelle fréquence…',
              },
              choices: [
                { value: 0, text: 'Hardly ever' },
                { value: 1, text: 'Some of the time' },
                { value: 2, text: { default: 'Often', fr: 'Souvent' } },
              ],
            },
            { type: 'radiogroup', name: 'feel_leftout', title: 'Left out?', choices: [0, 1, 2] },
            { type: 'radiogroup', name: 'feel_isolated', title: 'Isolated?', choices: [0, 1, 2] },
          ],
        },
      ],
    },
  ],
};

describe('questionsBehind', () => {
  it('names the question itself for a flag on one answer, and nothing when it was not answered', () => {
    expect(questionsBehind('HT_QofL2_SD', { HT_QofL2_SD: 40 })).toEqual(['HT_QofL2_SD']);
    expect(questionsBehind('HT_QofL2_SD', { HT_QofL2_SD: 999 })).toEqual([]);
    expect(questionsBehind('HT_QofL2_SD', {})).toEqual([]);
  });

  it('names the loneliness items answered Often, or Sometimes, for the loneliness flags', () => {
    const answers = { lack_companionship: 2, feel_leftout: 1, feel_isolated: 1 };
    expect(questionsBehind('often_count', answers)).toEqual(['lack_companionship']);
    expect(questionsBehind('sometimes_count', answers)).toEqual(['feel_leftout', 'feel_isolated']);
  });

  it('names the problem items at Moderate and the answered support items for the combined flags', () => {
    expect(questionsBehind('moderate_problems', { M_QofL2_SD: 2, PC_QofL2_SD: 4, UA_QofL2_SD: 2 })).toEqual([
      'M_QofL2_SD',
      'UA_QofL2_SD',
    ]);
    expect(questionsBehind('PSS_QofL1_COMB', { PSS_1: 3, PSS_4: 2, PSS_9: 1 })).toEqual(['PSS_1', 'PSS_4']);
  });

  it("names the screener's scored points: loneliness only when it scored", () => {
    const high = {
      household2_size: 0,
      community_activity_participate: 0,
      life_satisfaction2: 3,
      local_community_belonging: 1,
      lack_companionship: 2,
      feel_leftout: 0,
    };
    expect(questionsBehind('screener_risk', high)).toEqual([
      'household2_size',
      'community_activity_participate',
      'life_satisfaction2',
      'local_community_belonging',
      'lack_companionship',
    ]);
    const oneSometimes = { household2_size: 2, life_satisfaction2: 9, feel_leftout: 1 };
    expect(questionsBehind('screener_risk', oneSometimes)).toEqual([]);
    expect(questionsBehind('screener_risk', { feel_leftout: 1, feel_isolated: 1 })).toEqual([
      'feel_leftout',
      'feel_isolated',
    ]);
  });

  it("names the frequencies behind a Community Connections concern, at most the cap's number", () => {
    expect(
      questionsBehind('advice.socialTime', { social_hours_week: 3, frequency_of_contact_family: 1 }),
    ).toEqual(['social_hours_week']);
    expect(questionsBehind('advice.socialTime', { frequency_of_contact_family: 1 })).toEqual([
      'frequency_of_contact_family',
    ]);
    expect(questionsBehind('advice.groupActivity', { frequency_of_participation_sports: 1 })).toEqual([
      'frequency_of_participation_sports',
    ]);
    expect(questionsBehind('advice.wellBeingLow', { LS_QofL3_SD: 2, SR_QofL3_SD: 3 })).toEqual([
      'LS_QofL3_SD',
      'SR_QofL3_SD',
    ]);
    expect(questionsBehind('advice.socialContactLow', { QSC_1: 0, QSC_3: 1 })).toEqual(['QSC_1', 'QSC_3']);
    const many = Object.fromEntries(
      ['LS', 'SL', 'YH', 'AL', 'PR', 'HSF', 'FPC', 'FS', 'SR'].map((d) => [`${d}_QofL3_SD`, 1]),
    );
    expect(questionsBehind('advice.wellBeingLow', many).length).toBeLessThanOrEqual(MAX_ANSWERS_BEHIND);
  });
});

describe('answersBehind', () => {
  it("keeps the value as given with the question's title and the option's label from the round's module", () => {
    const chapters = [{ answers: { lack_companionship: 2, feel_leftout: 0 }, surveyJSON: lonelinessChapter }];
    expect(behind('often_count', chapters)).toEqual([
      {
        question: 'lack_companionship',
        label: 'How often do you feel that you lack companionship?',
        value: 2,
        choice: 'Often',
      },
    ]);
  });

  it('leaves out an option label that only repeats the value, and a title that is only the name', () => {
    const chapters = [
      { answers: { feel_leftout: 2 }, surveyJSON: lonelinessChapter },
      { answers: { HT_QofL2_SD: 40 }, surveyJSON: { elements: [{ type: 'rating', name: 'HT_QofL2_SD' }] } },
    ];
    expect(behind('often_count', chapters)).toEqual([
      { question: 'feel_leftout', label: 'Left out?', value: 2 },
    ]);
    expect(behind('HT_QofL2_SD', chapters)).toEqual([{ question: 'HT_QofL2_SD', value: 40 }]);
  });

  it("takes a later chapter's answer, as the round does, and a question found in another chapter", () => {
    const chapters = [
      { answers: { lack_companionship: 0 }, surveyJSON: lonelinessChapter },
      { answers: { lack_companionship: 2 }, surveyJSON: { pages: [] } },
    ];
    expect(behind('often_count', chapters)).toEqual([
      expect.objectContaining({ value: 2, choice: 'Often', label: expect.stringContaining('companionship') }),
    ]);
  });

  it('keeps a question without a definition by its name alone', () => {
    expect(behind('access_to_family_doctor', [{ answers: { access_to_family_doctor: 'No' } }])).toEqual([
      { question: 'access_to_family_doctor', value: 'No' },
    ]);
  });

  it('labels yes/no and several choices, clips long texts, and leaves out answers of no usable kind', () => {
    const survey = {
      elements: [
        { type: 'boolean', name: 'b', title: 'Lives alone?', labelTrue: 'Yes, alone', labelFalse: 'No' },
        {
          type: 'checkbox',
          name: 'c',
          title: 'x'.repeat(ANSWER_TEXT_MAX + 50),
          choices: [
            { value: 'a', text: 'Apples' },
            { value: 'b', text: 'Bread' },
          ],
        },
      ],
    };
    const chapters = [
      { answers: { b: true, c: ['a', 'b', { x: 1 }], d: { nested: 1 }, e: Infinity }, surveyJSON: survey },
    ];
    expect(behind('b', chapters)).toEqual([
      { question: 'b', label: 'Lives alone?', value: true, choice: 'Yes, alone' },
    ]);
    const [c] = behind('c', chapters);
    expect(c).toMatchObject({ value: ['a', 'b'], choice: 'Apples, Bread' });
    expect(c?.label?.length).toBe(ANSWER_TEXT_MAX);
    expect(behind('d', chapters)).toEqual([]);
    expect(behind('e', chapters)).toEqual([]);
    const long = behind('t', [{ answers: { t: 'y'.repeat(ANSWER_TEXT_MAX * 2) } }]);
    expect((long[0]?.value as string).length).toBe(ANSWER_TEXT_MAX);
  });

  it('keeps the title and option label in every language, each reader reading their own', () => {
    const chapters = [{ answers: { lack_companionship: 2 }, surveyJSON: lonelinessChapter }];
    const [stored] = answersBehind('often_count', chapters);
    expect(stored).toEqual({
      question: 'lack_companionship',
      label: { default: 'How often do you feel that you lack companionship?', fr: 'À quelle fréquence…' },
      value: 2,
      choice: { default: 'Often', fr: 'Souvent' },
    });
    expect(behind('often_count', chapters, 'fr')).toEqual([
      { question: 'lack_companionship', label: 'À quelle fréquence…', value: 2, choice: 'Souvent' },
    ]);
    // A text the same in both languages stays one plain string.
    expect(
      answersBehind('often_count', [{ answers: { feel_leftout: 2 }, surveyJSON: lonelinessChapter }]),
    ).toEqual([{ question: 'feel_leftout', label: 'Left out?', value: 2 }]);
  });

  it('reads the plain texts of answers kept before they were kept in both languages', () => {
    const older = { question: 'q', label: 'Vous sentez-vous seul ?', value: 2, choice: 'Souvent' };
    expect(answerIn(older, 'en')).toEqual(older);
    expect(answerIn({ question: 'q', label: 'q', value: 2, choice: '2' }, 'fr')).toEqual({
      question: 'q',
      value: 2,
    });
  });
});

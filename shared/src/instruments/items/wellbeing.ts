import { radio, rating } from '../build';
import { OFTEN_CHOICES, SUPPORT_CHOICES, YES_NO_CODED } from '../choices';
import type { ElementJSON, MatrixDynamicJSON } from '../types';

/** The nine well-being domains (suffix _QofL3_SD), each rated 0–10, in the reports' order. */
const DOMAINS = [
  ['LS', 'your life as a whole'],
  ['SL', 'the money you have to live on and your standard of living'],
  ['YH', 'your health'],
  ['AL', 'what you are achieving in life'],
  ['PR', 'your relationships with the people close to you'],
  ['HSF', 'how safe you feel'],
  ['FPC', 'feeling part of your community'],
  ['FS', 'how secure your future feels'],
  ['SR', 'your spiritual life or religion'],
] as const;

/** Well-being domains: how happy the member is with each part of life, 0 to 10. */
export function wellbeingDomainItems(): ElementJSON[] {
  return DOMAINS.map(([code, what]) =>
    rating(`${code}_QofL3_SD`, `How happy are you with ${what}?`, {
      min: 0,
      max: 10,
      minText: 'Not at all happy',
      maxText: 'Completely happy',
    }),
  );
}

/** Six kinds of support someone could give (PSS_1 … PSS_6). */
const SUPPORT_KINDS = [
  'listen to you when you need to talk',
  'give you good advice when you have a problem',
  'take you to an appointment if you needed it',
  'help with meals or chores if you were sick',
  'show you that they care about you',
  'do something enjoyable with you',
] as const;

/** Perceived support: 1 Often, 2 Sometimes, 3 Hardly ever, 999 does not apply. */
export function supportAvailableItems(): ElementJSON[] {
  return SUPPORT_KINDS.map((what, i) =>
    radio(`PSS_${i + 1}`, `How often is there someone who would ${what}?`, SUPPORT_CHOICES),
  );
}

/** Asking for help (AFH_QofL1_SD): 1 Often, 2 Sometimes, 3 Hardly ever. */
export function askingForHelp(): ElementJSON {
  return radio('AFH_QofL1_SD', 'When you need help, how often do you ask for it?', OFTEN_CHOICES);
}

/** Quality of social contact (QSC_1 … QSC_3): 1 yes, 0 no. */
export function socialContactItems(): ElementJSON[] {
  return [
    radio('QSC_1', 'Do you have someone you can talk to about personal things?', YES_NO_CODED),
    radio('QSC_2', 'Do you see the people you care about as often as you would like?', YES_NO_CODED),
    radio('QSC_3', 'Do you usually feel better after spending time with the people you see?', YES_NO_CODED),
  ];
}

/** The member's goals, each with a first step (rows need both). */
export function goalList(): MatrixDynamicJSON {
  return {
    type: 'matrixdynamic',
    name: 'goals',
    title: 'What would you like to work on?',
    description: 'Write one goal per row, with a small first step you could take this week.',
    columns: [
      { name: 'goal', title: 'My goal', cellType: 'text', maxLength: 200 },
      { name: 'first_step', title: 'My first step', cellType: 'text', maxLength: 200 },
    ],
    rowCount: 1,
    minRowCount: 1,
    maxRowCount: 5,
    addRowText: 'Add a goal',
    removeRowText: 'Remove',
  };
}

/** Progress on goals (PAG_QofL1_SD): 1 Often, 2 Sometimes, 3 Hardly ever. */
export function goalProgress(): ElementJSON {
  return radio(
    'PAG_QofL1_SD',
    'How often do you make progress on the goals that matter to you?',
    OFTEN_CHOICES,
  );
}

import { comment, count, dropdown, radio } from '../build';
import { FREQUENCY_CHOICES, MARITAL_STATUS_CHOICES, RELATION_CHOICES } from '../choices';
import type { ElementJSON, MatrixDynamicJSON } from '../types';

/** Household and marital status (household_size, marital_status). */
export function householdItems(): ElementJSON[] {
  return [
    count('household_size', 'Not counting yourself, how many people live in your home?', 998, {
      description: 'Enter 0 if you live alone.',
    }),
    dropdown('marital_status', 'What is your marital status?', MARITAL_STATUS_CHOICES),
  ];
}

/** How many people of each kind the member has (total_*). */
export function circleCountItems(): ElementJSON[] {
  return [
    count('total_children', 'How many children do you have? Include adult children.'),
    count('total_relatives', 'Apart from your children, how many relatives do you feel close to?'),
    count('total_close_friends', 'How many close friends do you have?'),
    count(
      'total_well_known_neighbours',
      'How many neighbours do you know well enough to ask for a small favour?',
    ),
  ];
}

const GROUPS = [
  { suffix: 'family', who: 'family members who do not live with you' },
  { suffix: 'friends', who: 'friends' },
  { suffix: 'neighbours', who: 'neighbours' },
] as const;

const inTouch = ({ suffix, who }: (typeof GROUPS)[number]): ElementJSON =>
  radio(
    `frequency_of_contact_${suffix}`,
    `How often are you in touch with ${who}, in any way (visits, phone, messages, video)?`,
    FREQUENCY_CHOICES,
  );

/** How often the member is in touch with family, friends and neighbours (the isolation tile's inputs). */
export function inTouchItems(): ElementJSON[] {
  return GROUPS.map(inTouch);
}

/** How often the member is in touch with, and meets, family, friends and neighbours. */
export function contactFrequencyItems(): ElementJSON[] {
  return GROUPS.flatMap((group) => [
    inTouch(group),
    radio(
      `frequency_get_together_${group.suffix}`,
      `How often do you get together in person with ${group.who}?`,
      FREQUENCY_CHOICES,
    ),
  ]);
}

/** The people the member trusts most, each with relation and how often they are in touch. */
export function trustedPeople(): MatrixDynamicJSON {
  return {
    type: 'matrixdynamic',
    name: 'trusted_people',
    title: 'Who are the people you trust and can turn to?',
    description: 'Add one row for each person. A first name or a nickname is enough.',
    columns: [
      { name: 'name', title: 'Name', cellType: 'text', maxLength: 60 },
      { name: 'relation', title: 'Who they are to you', cellType: 'dropdown', choices: RELATION_CHOICES },
      {
        name: 'frequency',
        title: 'How often you are in touch',
        cellType: 'dropdown',
        choices: FREQUENCY_CHOICES,
      },
    ],
    rowCount: 1,
    minRowCount: 1,
    maxRowCount: 12,
    addRowText: 'Add a person',
    removeRowText: 'Remove',
  };
}

/** The people who give the member's life meaning, in their own words. */
export function meaningfulPeople(): ElementJSON {
  return comment('meaningful_people', 'Who are the people who matter most in your life, and why?');
}

import { checkbox, radio } from '../build';
import { FREQUENCY_CHOICES, INTEREST_CHOICES, YES_NO_CODED } from '../choices';
import type { ElementJSON } from '../types';

/** The four interest questions over the interest activities of spec 000 §3. */
export function interestItems(): ElementJSON[] {
  return [
    checkbox('activities', 'Which of these activities do you do now?', INTEREST_CHOICES),
    checkbox('meaningful_activities', 'Which activities mean the most to you?', INTEREST_CHOICES),
    // Asked first so a member with nothing hard to do can still finish the module: the list shows only after a Yes.
    radio(
      'has_challenging_activities',
      'Are there activities you used to enjoy that have become hard to do?',
      YES_NO_CODED,
    ),
    checkbox('challenging_activities', 'Which activities have become hard to do?', INTEREST_CHOICES, {
      visibleIf: '{has_challenging_activities} = 1',
    }),
    checkbox('like_to_join', 'Which activities would you like to start or join?', INTEREST_CHOICES),
  ];
}

/** The ten participation categories in FCP order (spec 000 §9), each on the frequency scale. */
const PARTICIPATION = [
  [
    'religion',
    'How often do you go to religious or spiritual activities, such as services or prayer groups?',
  ],
  ['recreation', 'How often do you do hobbies or recreation with others, such as cards, crafts or outings?'],
  [
    'education',
    'How often do you go to learning or cultural activities, such as classes, talks, museums or library programs?',
  ],
  ['associations', 'How often do you go to meetings of a club, an association or a community group?'],
  ['volunteer', 'How often do you do volunteer work?'],
  [
    'informal_help',
    'How often do you help someone outside your home without pay, such as a neighbour or a friend?',
  ],
  [
    'music',
    'How often do you make or enjoy music with others, such as singing in a choir, playing or going to a concert?',
  ],
  [
    'sports',
    'How often do you play sports or exercise with others, such as in a walking group or a fitness class?',
  ],
  ['kindness', 'How often do you do a small act of kindness for someone you do not know well?'],
  ['other_activities', 'How often do you take part in any other community activity?'],
] as const;

/** frequency_of_participation_{category}: how often the member takes part. */
export function participationItems(): ElementJSON[] {
  return PARTICIPATION.map(([category, title]) =>
    radio(`frequency_of_participation_${category}`, title, FREQUENCY_CHOICES),
  );
}

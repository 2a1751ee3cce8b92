import { checkbox, radio, t } from '../build';
import { FREQUENCY_CHOICES, INTEREST_CHOICES, YES_NO_CODED } from '../choices';
import type { ElementJSON, LocalisedText } from '../types';

/** The four interest questions over the interest activities of spec 000 §3. */
export function interestItems(): ElementJSON[] {
  return [
    checkbox(
      'activities',
      t(
        'Which of these activities do you do now?',
        'Parmi ces activités, lesquelles faites-vous en ce moment?',
      ),
      INTEREST_CHOICES,
    ),
    checkbox(
      'meaningful_activities',
      t('Which activities mean the most to you?', 'Quelles activités comptent le plus pour vous?'),
      INTEREST_CHOICES,
    ),
    // Asked first so a member with nothing hard to do can still finish the module: the list shows only after a Yes.
    radio(
      'has_challenging_activities',
      t(
        'Are there activities you used to enjoy that have become hard to do?',
        'Y a-t-il des activités que vous aimiez faire et qui sont devenues difficiles pour vous?',
      ),
      YES_NO_CODED,
    ),
    checkbox(
      'challenging_activities',
      t('Which activities have become hard to do?', 'Quelles activités sont devenues difficiles pour vous?'),
      INTEREST_CHOICES,
      { visibleIf: '{has_challenging_activities} = 1' },
    ),
    checkbox(
      'like_to_join',
      t(
        'Which activities would you like to start or join?',
        'À quelles activités aimeriez-vous commencer à participer?',
      ),
      INTEREST_CHOICES,
    ),
  ];
}

/** The ten participation categories in FCP order (spec 000 §9), each on the frequency scale. */
const PARTICIPATION: readonly (readonly [string, LocalisedText])[] = [
  [
    'religion',
    t(
      'How often do you go to religious or spiritual activities, such as services or prayer groups?',
      'À quelle fréquence participez-vous à des activités religieuses ou spirituelles, comme des offices ou des groupes de prière?',
    ),
  ],
  [
    'recreation',
    t(
      'How often do you do hobbies or recreation with others, such as cards, crafts or outings?',
      "À quelle fréquence faites-vous des loisirs avec d'autres personnes, comme jouer aux cartes, faire de l'artisanat ou des sorties?",
    ),
  ],
  [
    'education',
    t(
      'How often do you go to learning or cultural activities, such as classes, talks, museums or library programs?',
      'À quelle fréquence participez-vous à des activités éducatives ou culturelles, comme des cours, des conférences, des musées ou des activités à la bibliothèque?',
    ),
  ],
  [
    'associations',
    t(
      'How often do you go to meetings of a club, an association or a community group?',
      "À quelle fréquence allez-vous aux réunions d'un club, d'une association ou d'un groupe communautaire?",
    ),
  ],
  ['volunteer', t('How often do you do volunteer work?', 'À quelle fréquence faites-vous du bénévolat?')],
  [
    'informal_help',
    t(
      'How often do you help someone outside your home without pay, such as a neighbour or a friend?',
      'À quelle fréquence aidez-vous gratuitement une personne qui ne vit pas avec vous, comme un voisin ou une amie?',
    ),
  ],
  [
    'music',
    t(
      'How often do you make or enjoy music with others, such as singing in a choir, playing or going to a concert?',
      "À quelle fréquence faites-vous de la musique ou en écoutez-vous avec d'autres personnes, par exemple en chantant dans une chorale, en jouant d'un instrument ou en allant à un concert?",
    ),
  ],
  [
    'sports',
    t(
      'How often do you play sports or exercise with others, such as in a walking group or a fitness class?',
      "À quelle fréquence faites-vous du sport ou de l'exercice avec d'autres personnes, par exemple dans un club de marche ou un cours de conditionnement physique?",
    ),
  ],
  [
    'kindness',
    t(
      'How often do you do a small act of kindness for someone you do not know well?',
      'À quelle fréquence faites-vous un petit geste de gentillesse pour une personne que vous connaissez peu?',
    ),
  ],
  [
    'other_activities',
    t(
      'How often do you take part in any other community activity?',
      'À quelle fréquence participez-vous à une autre activité dans votre communauté?',
    ),
  ],
];

/** frequency_of_participation_{category}: how often the member takes part. */
export function participationItems(): ElementJSON[] {
  return PARTICIPATION.map(([category, title]) =>
    radio(`frequency_of_participation_${category}`, title, FREQUENCY_CHOICES),
  );
}

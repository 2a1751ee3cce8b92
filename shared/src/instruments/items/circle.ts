import { comment, count, dropdown, radio, t } from '../build';
import { FREQUENCY_CHOICES, MARITAL_STATUS_CHOICES, RELATION_CHOICES } from '../choices';
import type { ElementJSON, LocalisedText, MatrixDynamicJSON } from '../types';

/** Household and marital status (household_size, marital_status). */
export function householdItems(): ElementJSON[] {
  return [
    count(
      'household_size',
      t(
        'Not counting yourself, how many people live in your home?',
        'Sans vous compter, combien de personnes vivent chez vous?',
      ),
      998,
      { description: t('Enter 0 if you live alone.', "Inscrivez 0 si vous vivez sans personne d'autre.") },
    ),
    dropdown(
      'marital_status',
      t('What is your marital status?', 'Quel est votre état civil?'),
      MARITAL_STATUS_CHOICES,
    ),
  ];
}

/** How many people of each kind the member has (total_*). */
export function circleCountItems(): ElementJSON[] {
  return [
    count(
      'total_children',
      t(
        'How many children do you have? Include adult children.',
        "Combien d'enfants avez-vous? Comptez aussi vos enfants adultes.",
      ),
    ),
    count(
      'total_relatives',
      t(
        'Apart from your children, how many relatives do you feel close to?',
        'En dehors de vos enfants, de combien de membres de votre famille vous sentez-vous proche?',
      ),
    ),
    count(
      'total_close_friends',
      t('How many close friends do you have?', "Combien d'amis proches avez-vous?"),
    ),
    count(
      'total_well_known_neighbours',
      t(
        'How many neighbours do you know well enough to ask for a small favour?',
        'Combien de voisins connaissez-vous assez bien pour leur demander un petit service?',
      ),
    ),
  ];
}

/** The three groups of people, each named as the questions about them need it. */
const GROUPS: readonly { suffix: string; inTouch: LocalisedText; meet: LocalisedText }[] = [
  {
    suffix: 'family',
    inTouch: t(
      'How often are you in touch with family members who do not live with you, in any way (visits, phone, messages, video)?',
      "À quelle fréquence êtes-vous en contact avec des membres de votre famille qui ne vivent pas avec vous, de n'importe quelle façon (visites, téléphone, messages, appels vidéo)?",
    ),
    meet: t(
      'How often do you get together in person with family members who do not live with you?',
      'À quelle fréquence voyez-vous en personne des membres de votre famille qui ne vivent pas avec vous?',
    ),
  },
  {
    suffix: 'friends',
    inTouch: t(
      'How often are you in touch with friends, in any way (visits, phone, messages, video)?',
      "À quelle fréquence êtes-vous en contact avec des amis, de n'importe quelle façon (visites, téléphone, messages, appels vidéo)?",
    ),
    meet: t(
      'How often do you get together in person with friends?',
      'À quelle fréquence voyez-vous des amis en personne?',
    ),
  },
  {
    suffix: 'neighbours',
    inTouch: t(
      'How often are you in touch with neighbours, in any way (visits, phone, messages, video)?',
      "À quelle fréquence êtes-vous en contact avec des voisins, de n'importe quelle façon (visites, téléphone, messages, appels vidéo)?",
    ),
    meet: t(
      'How often do you get together in person with neighbours?',
      'À quelle fréquence voyez-vous des voisins en personne?',
    ),
  },
];

const inTouch = ({ suffix, inTouch: title }: (typeof GROUPS)[number]): ElementJSON =>
  radio(`frequency_of_contact_${suffix}`, title, FREQUENCY_CHOICES);

/** How often the member is in touch with family, friends and neighbours (the isolation tile's inputs). */
export function inTouchItems(): ElementJSON[] {
  return GROUPS.map(inTouch);
}

/** How often the member is in touch with, and meets, family, friends and neighbours. */
export function contactFrequencyItems(): ElementJSON[] {
  return GROUPS.flatMap((group) => [
    inTouch(group),
    radio(`frequency_get_together_${group.suffix}`, group.meet, FREQUENCY_CHOICES),
  ]);
}

/** The people the member trusts most, each with relation and how often they are in touch. */
export function trustedPeople(): MatrixDynamicJSON {
  return {
    type: 'matrixdynamic',
    name: 'trusted_people',
    title: t(
      'Who are the people you trust and can turn to?',
      'Qui sont les personnes en qui vous avez confiance et vers qui vous pouvez vous tourner?',
    ),
    description: t(
      'Add one row for each person. A first name or a nickname is enough.',
      'Ajoutez une ligne pour chaque personne. Un prénom ou un surnom suffit.',
    ),
    columns: [
      { name: 'name', title: t('Name', 'Nom'), cellType: 'text', maxLength: 60 },
      {
        name: 'relation',
        title: t('Who they are to you', 'Qui est cette personne pour vous'),
        cellType: 'dropdown',
        choices: RELATION_CHOICES,
      },
      {
        name: 'frequency',
        title: t('How often you are in touch', 'À quelle fréquence vous êtes en contact'),
        cellType: 'dropdown',
        choices: FREQUENCY_CHOICES,
      },
    ],
    rowCount: 1,
    minRowCount: 1,
    maxRowCount: 12,
    addRowText: t('Add a person', 'Ajouter une personne'),
    removeRowText: t('Remove', 'Retirer'),
  };
}

/** The people who give the member's life meaning, in their own words. */
export function meaningfulPeople(): ElementJSON {
  return comment(
    'meaningful_people',
    t(
      'Who are the people who matter most in your life, and why?',
      'Quelles sont les personnes qui comptent le plus dans votre vie, et pourquoi?',
    ),
  );
}

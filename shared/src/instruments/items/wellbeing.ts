import { radio, rating, t } from '../build';
import { OFTEN_CHOICES, SUPPORT_CHOICES, YES_NO_CODED } from '../choices';
import type { ElementJSON, LocalisedText, MatrixDynamicJSON } from '../types';

/**
 * The nine well-being domains (suffix _QofL3_SD), each rated 0–10, in the reports' order: what the
 * English asks about after 'How happy are you with', and the French question whole (French asks about
 * satisfaction, which needs no agreement with the reader).
 */
const DOMAINS: readonly (readonly [string, string, string])[] = [
  ['LS', 'your life as a whole', 'votre vie dans son ensemble'],
  [
    'SL',
    'the money you have to live on and your standard of living',
    "l'argent dont vous disposez pour vivre et votre niveau de vie",
  ],
  ['YH', 'your health', 'votre santé'],
  ['AL', 'what you are achieving in life', 'ce que vous accomplissez dans la vie'],
  ['PR', 'your relationships with the people close to you', 'vos relations avec vos proches'],
  ['HSF', 'how safe you feel', 'votre sentiment de sécurité'],
  ['FPC', 'feeling part of your community', 'votre sentiment de faire partie de votre communauté'],
  ['FS', 'how secure your future feels', 'la sécurité de votre avenir'],
  ['SR', 'your spiritual life or religion', 'votre vie spirituelle ou religieuse'],
];

/** Well-being domains: how happy the member is with each part of life, 0 to 10. */
export function wellbeingDomainItems(): ElementJSON[] {
  return DOMAINS.map(([code, what, quoi]) =>
    rating(
      `${code}_QofL3_SD`,
      t(`How happy are you with ${what}?`, `Quelle est votre satisfaction envers ${quoi}?`),
      {
        min: 0,
        max: 10,
        minText: t('Not at all happy', 'Aucune satisfaction'),
        maxText: t('Completely happy', 'Satisfaction complète'),
      },
    ),
  );
}

/** Six kinds of support someone could give (PSS_1 … PSS_6). */
const SUPPORT_KINDS: readonly LocalisedText[] = [
  t(
    'How often is there someone who would listen to you when you need to talk?',
    "À quelle fréquence pouvez-vous compter sur quelqu'un pour vous écouter quand vous avez besoin de parler?",
  ),
  t(
    'How often is there someone who would give you good advice when you have a problem?',
    "À quelle fréquence pouvez-vous compter sur quelqu'un pour vous donner de bons conseils quand vous avez un problème?",
  ),
  t(
    'How often is there someone who would take you to an appointment if you needed it?',
    "À quelle fréquence pouvez-vous compter sur quelqu'un pour vous conduire à un rendez-vous si vous en aviez besoin?",
  ),
  t(
    'How often is there someone who would help with meals or chores if you were sick?',
    "À quelle fréquence pouvez-vous compter sur quelqu'un pour vous aider avec les repas ou les tâches ménagères si vous étiez malade?",
  ),
  t(
    'How often is there someone who would show you that they care about you?',
    "À quelle fréquence pouvez-vous compter sur quelqu'un pour vous montrer de l'affection?",
  ),
  t(
    'How often is there someone who would do something enjoyable with you?',
    "À quelle fréquence pouvez-vous compter sur quelqu'un pour faire quelque chose d'agréable avec vous?",
  ),
];

/** Perceived support: 1 Often, 2 Sometimes, 3 Hardly ever, 999 does not apply. */
export function supportAvailableItems(): ElementJSON[] {
  return SUPPORT_KINDS.map((title, i) => radio(`PSS_${i + 1}`, title, SUPPORT_CHOICES));
}

/** Asking for help (AFH_QofL1_SD): 1 Often, 2 Sometimes, 3 Hardly ever. */
export function askingForHelp(): ElementJSON {
  return radio(
    'AFH_QofL1_SD',
    t(
      'When you need help, how often do you ask for it?',
      "Quand vous avez besoin d'aide, à quelle fréquence en demandez-vous?",
    ),
    OFTEN_CHOICES,
  );
}

/** Quality of social contact (QSC_1 … QSC_3): 1 yes, 0 no. */
export function socialContactItems(): ElementJSON[] {
  return [
    radio(
      'QSC_1',
      t(
        'Do you have someone you can talk to about personal things?',
        "Avez-vous quelqu'un à qui parler de choses personnelles?",
      ),
      YES_NO_CODED,
    ),
    radio(
      'QSC_2',
      t(
        'Do you see the people you care about as often as you would like?',
        'Voyez-vous les personnes qui comptent pour vous aussi souvent que vous le voudriez?',
      ),
      YES_NO_CODED,
    ),
    radio(
      'QSC_3',
      t(
        'Do you usually feel better after spending time with the people you see?',
        'Vous sentez-vous habituellement mieux après avoir passé du temps avec les personnes que vous voyez?',
      ),
      YES_NO_CODED,
    ),
  ];
}

/** The member's goals, each with a first step (rows need both). */
export function goalList(): MatrixDynamicJSON {
  return {
    type: 'matrixdynamic',
    name: 'goals',
    title: t('What would you like to work on?', 'Sur quoi aimeriez-vous travailler?'),
    description: t(
      'Write one goal per row, with a small first step you could take this week.',
      'Écrivez un objectif par ligne, avec une petite première étape que vous pourriez faire cette semaine.',
    ),
    columns: [
      { name: 'goal', title: t('My goal', 'Mon objectif'), cellType: 'text', maxLength: 200 },
      {
        name: 'first_step',
        title: t('My first step', 'Ma première étape'),
        cellType: 'text',
        maxLength: 200,
      },
    ],
    rowCount: 1,
    minRowCount: 1,
    maxRowCount: 5,
    addRowText: t('Add a goal', 'Ajouter un objectif'),
    removeRowText: t('Remove', 'Retirer'),
  };
}

/** Progress on goals (PAG_QofL1_SD): 1 Often, 2 Sometimes, 3 Hardly ever. */
export function goalProgress(): ElementJSON {
  return radio(
    'PAG_QofL1_SD',
    t(
      'How often do you make progress on the goals that matter to you?',
      'À quelle fréquence progressez-vous vers les objectifs qui comptent pour vous?',
    ),
    OFTEN_CHOICES,
  );
}

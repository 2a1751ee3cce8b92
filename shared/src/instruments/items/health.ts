import { count, radio, t } from '../build';
import {
  DIFFICULTY_CHOICES,
  FREQUENCY_CHOICES,
  HEALTH_RATING_CHOICES,
  INTENSITY_CHOICES,
  YES_NO_TEXT,
} from '../choices';
import type { ElementJSON, LocalisedText } from '../types';

/*
 * Health items in our own plain words. The scales are those of the instruments the reports were built
 * on (METRICS.md §2); the wording is not theirs, so a deployment that holds a licence can swap in the
 * licensed wording without touching a question name or a coding.
 */

/** Health today (0–100) and self-rated physical and mental health (4 Excellent … 0 Poor). */
export function healthRatingItems(): ElementJSON[] {
  return [
    count(
      'HT_QofL2_SD',
      t(
        'How good is your health today, from 0 to 100?',
        "Sur une échelle de 0 à 100, à quel point votre santé est-elle bonne aujourd'hui?",
      ),
      100,
      {
        description: t(
          '100 is the best your health could be and 0 is the worst. Any whole number in between is fine.',
          "100 veut dire la meilleure santé possible et 0, la pire. Vous pouvez choisir n'importe quel nombre entier entre les deux.",
        ),
      },
    ),
    radio(
      'PH_QofL2_SD',
      t(
        'In general, how would you rate your physical health?',
        'En général, comment évaluez-vous votre santé physique?',
      ),
      HEALTH_RATING_CHOICES,
    ),
    radio(
      'MH_QofL2_SD',
      t(
        'In general, how would you rate your mental health and mood?',
        'En général, comment évaluez-vous votre santé mentale et votre moral?',
      ),
      HEALTH_RATING_CHOICES,
    ),
  ];
}

/** The five problem-scale items (higher is better: 4 no problem … 0 cannot). */
export function dailyLivingItems(): ElementJSON[] {
  return [
    radio(
      'M_QofL2_SD',
      t(
        'Today, how much trouble do you have walking or getting around?',
        "Aujourd'hui, à quel point avez-vous de la difficulté à marcher ou à vous déplacer?",
      ),
      DIFFICULTY_CHOICES,
    ),
    radio(
      'PC_QofL2_SD',
      t(
        'Today, how much trouble do you have washing or dressing yourself?',
        "Aujourd'hui, à quel point avez-vous de la difficulté à vous laver ou à vous habiller?",
      ),
      DIFFICULTY_CHOICES,
    ),
    radio(
      'UA_QofL2_SD',
      t(
        'Today, how much trouble do you have with your usual activities, such as housework, work, study or leisure?',
        "Aujourd'hui, à quel point avez-vous de la difficulté à faire vos activités habituelles, comme les tâches ménagères, le travail, les études ou les loisirs?",
      ),
      DIFFICULTY_CHOICES,
    ),
    radio(
      'PD_QofL2_SD',
      t(
        'Today, how much pain or physical discomfort do you feel?',
        "Aujourd'hui, à quel point ressentez-vous de la douleur ou un inconfort physique?",
      ),
      INTENSITY_CHOICES,
    ),
    radio(
      'AD_QofL2_SD',
      t(
        'Today, how worried, sad or low do you feel?',
        "Aujourd'hui, à quel point ressentez-vous de l'inquiétude, de la tristesse ou une baisse de moral?",
      ),
      INTENSITY_CHOICES,
    ),
  ];
}

/** A count of visits in the last 12 months, 0 when none. */
function visits(name: string, title: LocalisedText): ElementJSON {
  return count(name, title, 998, {
    description: t('Enter 0 if none.', "Inscrivez 0 si ce n'est jamais arrivé."),
  });
}

/** Health care use in the last 12 months (counts 0–998) and access to a family doctor. */
export function healthCareUseItems(): ElementJSON[] {
  return [
    visits(
      'HU_ED_QofL2_SD',
      t(
        'In the last 12 months, how many times did you go to a hospital emergency department?',
        "Au cours des 12 derniers mois, combien de visites avez-vous faites à l'urgence d'un hôpital?",
      ),
    ),
    visits(
      'HU_HNum_QofL2_SD',
      t(
        'In the last 12 months, how many times did you stay in hospital overnight or longer?',
        "Au cours des 12 derniers mois, combien de fois avez-vous passé au moins une nuit à l'hôpital?",
      ),
    ),
    visits(
      'HU_EMS_QofL2_SD',
      t(
        'In the last 12 months, how many times did you travel by ambulance?',
        'Au cours des 12 derniers mois, combien de trajets avez-vous faits en ambulance?',
      ),
    ),
    visits(
      'HU_UC_QofL2_SD',
      t(
        'In the last 12 months, how many times did you go to an urgent care or walk-in clinic?',
        'Au cours des 12 derniers mois, combien de visites avez-vous faites dans une clinique sans rendez-vous ou de soins urgents?',
      ),
    ),
    radio(
      'access_to_family_doctor',
      t(
        'Do you have a family doctor or nurse practitioner you can see?',
        'Avez-vous un médecin de famille ou une infirmière praticienne que vous pouvez consulter?',
      ),
      YES_NO_TEXT,
    ),
  ];
}

const SUPPORTS: readonly (readonly [string, LocalisedText])[] = [
  [
    'informal',
    t(
      'How often do family, friends or neighbours help you with everyday tasks?',
      'À quelle fréquence votre famille, vos amis ou vos voisins vous aident-ils dans les tâches de tous les jours?',
    ),
  ],
  [
    'healthcare',
    t(
      'How often do you see a doctor, a nurse or another health professional?',
      'À quelle fréquence consultez-vous un médecin, une infirmière ou un autre professionnel de la santé?',
    ),
  ],
  [
    'home_healthcare',
    t(
      'How often do you get home care, such as a nurse or a personal support worker who comes to your home?',
      "À quelle fréquence recevez-vous des soins à domicile, par exemple d'une infirmière ou d'une préposée aux soins qui vient chez vous?",
    ),
  ],
  [
    'private_healthcare',
    t(
      'How often do you get care or help that you pay for yourself, such as private physiotherapy or cleaning help?',
      "À quelle fréquence recevez-vous des soins ou de l'aide que vous payez vous-même, comme de la physiothérapie au privé ou de l'aide pour le ménage?",
    ),
  ],
  [
    'wellness_program',
    t(
      'How often do you go to a wellness, exercise or day program?',
      "À quelle fréquence participez-vous à un programme de mieux-être ou d'exercice, ou allez-vous dans un centre de jour?",
    ),
  ],
];

/** support_{kind}: how often the member receives each kind of support (frequency scale). */
export function supportItems(): ElementJSON[] {
  return SUPPORTS.map(([kind, title]) => radio(`support_${kind}`, title, FREQUENCY_CHOICES));
}

import { count, radio } from '../build';
import {
  DIFFICULTY_CHOICES,
  FREQUENCY_CHOICES,
  HEALTH_RATING_CHOICES,
  INTENSITY_CHOICES,
  YES_NO_TEXT,
} from '../choices';
import type { ElementJSON } from '../types';

/*
 * Health items in our own plain words. The scales are those of the instruments the reports were built
 * on (METRICS.md §2); the wording is not theirs, so a deployment that holds a licence can swap in the
 * licensed wording without touching a question name or a coding.
 */

/** Health today (0–100) and self-rated physical and mental health (4 Excellent … 0 Poor). */
export function healthRatingItems(): ElementJSON[] {
  return [
    count('HT_QofL2_SD', 'How good is your health today, from 0 to 100?', 100, {
      description:
        '100 is the best your health could be and 0 is the worst. Any whole number in between is fine.',
    }),
    radio('PH_QofL2_SD', 'In general, how would you rate your physical health?', HEALTH_RATING_CHOICES),
    radio(
      'MH_QofL2_SD',
      'In general, how would you rate your mental health and mood?',
      HEALTH_RATING_CHOICES,
    ),
  ];
}

/** The five problem-scale items (higher is better: 4 no problem … 0 cannot). */
export function dailyLivingItems(): ElementJSON[] {
  return [
    radio('M_QofL2_SD', 'Today, how much trouble do you have walking or getting around?', DIFFICULTY_CHOICES),
    radio(
      'PC_QofL2_SD',
      'Today, how much trouble do you have washing or dressing yourself?',
      DIFFICULTY_CHOICES,
    ),
    radio(
      'UA_QofL2_SD',
      'Today, how much trouble do you have with your usual activities, such as housework, work, study or leisure?',
      DIFFICULTY_CHOICES,
    ),
    radio('PD_QofL2_SD', 'Today, how much pain or physical discomfort do you feel?', INTENSITY_CHOICES),
    radio('AD_QofL2_SD', 'Today, how worried, sad or low do you feel?', INTENSITY_CHOICES),
  ];
}

/** Health care use in the last 12 months (counts 0–998) and access to a family doctor. */
export function healthCareUseItems(): ElementJSON[] {
  const visits = 'Enter 0 if none.';
  return [
    count(
      'HU_ED_QofL2_SD',
      'In the last 12 months, how many times did you go to a hospital emergency department?',
      998,
      {
        description: visits,
      },
    ),
    count(
      'HU_HNum_QofL2_SD',
      'In the last 12 months, how many times did you stay in hospital overnight or longer?',
      998,
      {
        description: visits,
      },
    ),
    count('HU_EMS_QofL2_SD', 'In the last 12 months, how many times did you travel by ambulance?', 998, {
      description: visits,
    }),
    count(
      'HU_UC_QofL2_SD',
      'In the last 12 months, how many times did you go to an urgent care or walk-in clinic?',
      998,
      {
        description: visits,
      },
    ),
    radio(
      'access_to_family_doctor',
      'Do you have a family doctor or nurse practitioner you can see?',
      YES_NO_TEXT,
    ),
  ];
}

const SUPPORTS = [
  ['informal', 'How often do family, friends or neighbours help you with everyday tasks?'],
  ['healthcare', 'How often do you see a doctor, a nurse or another health professional?'],
  [
    'home_healthcare',
    'How often do you get home care, such as a nurse or a personal support worker who comes to your home?',
  ],
  [
    'private_healthcare',
    'How often do you get care or help that you pay for yourself, such as private physiotherapy or cleaning help?',
  ],
  ['wellness_program', 'How often do you go to a wellness, exercise or day program?'],
] as const;

/** support_{kind}: how often the member receives each kind of support (frequency scale). */
export function supportItems(): ElementJSON[] {
  return SUPPORTS.map(([kind, title]) => radio(`support_${kind}`, title, FREQUENCY_CHOICES));
}

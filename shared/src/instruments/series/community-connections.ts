import { chapter, intro, page, rating, t } from '../build';
import { msg as reportsMsg } from '../../messages/reports';
import { interestItems, participationItems } from '../items/activities';
import {
  circleCountItems,
  contactFrequencyItems,
  householdItems,
  meaningfulPeople,
  trustedPeople,
} from '../items/circle';
import { dailyLivingItems, healthCareUseItems, healthRatingItems, supportItems } from '../items/health';
import {
  communityBelonging,
  communityParticipation,
  lifeSatisfaction,
  lonelinessItems,
} from '../items/screener';
import {
  askingForHelp,
  goalList,
  goalProgress,
  socialContactItems,
  supportAvailableItems,
  wellbeingDomainItems,
} from '../items/wellbeing';
import type { InstrumentSeries, LibraryModuleTemplate } from '../types';
import {
  aboutMe,
  communityResources,
  followUp,
  helpRequestTracker,
  postSurvey,
} from './community-connections-more';
import { ALL_TILES, FULL_REPORT_METRICS } from './metrics';

/** [3] Who's in My Circle: household, the people in the member's life and how often they meet. */
export const whosInMyCircle: LibraryModuleTemplate = chapter(
  'community-connections-03-whos-in-my-circle',
  t("[3] Who's in My Circle", '[3] Qui fait partie de mon cercle'),
  t(
    'The people in your life: who you live with, who you know and how often you are in touch.',
    'Les personnes de votre vie : avec qui vous vivez, qui vous connaissez et à quelle fréquence vous êtes en contact.',
  ),
  [
    page('household', t('My household', 'Mon foyer'), [
      intro(
        'circle_intro',
        t(
          'These questions are about the people in your life. Count only people you actually know.',
          'Ces questions portent sur les personnes de votre vie. Comptez seulement les personnes que vous connaissez vraiment.',
        ),
      ),
      ...householdItems(),
      ...circleCountItems(),
    ]),
    page('contact', t('Keeping in touch', 'Garder le contact'), contactFrequencyItems()),
    page('trusted', t('People I trust', "Les personnes en qui j'ai confiance"), [
      trustedPeople(),
      meaningfulPeople(),
    ]),
  ],
);

/** [4] Activities and Interests: what the member does, values and would like to join, and how often. */
export const activitiesAndInterests: LibraryModuleTemplate = chapter(
  'community-connections-04-activities-and-interests',
  t('[4] Activities and Interests', '[4] Activités et intérêts'),
  t(
    'What you like to do and how often you take part in activities with others.',
    "Ce que vous aimez faire et à quelle fréquence vous participez à des activités avec d'autres personnes.",
  ),
  [
    page('interests', t('My interests', 'Mes intérêts'), interestItems()),
    page('participation', t('Taking part', 'Ma participation'), [
      intro(
        'participation_intro',
        t('Think about the last twelve months.', 'Pensez aux douze derniers mois.'),
      ),
      communityParticipation(),
      ...participationItems(),
    ]),
  ],
);

/** [5] Goals: the member's goals with first steps, and progress on them. */
export const goals: LibraryModuleTemplate = chapter(
  'community-connections-05-goals',
  t('[5] Goals', '[5] Objectifs'),
  t(
    'Goals you would like to work on with the help of your circle.',
    "Les objectifs que vous aimeriez atteindre avec l'aide de votre entourage.",
  ),
  [
    page('goals', t('My goals', 'Mes objectifs'), [
      intro(
        'goals_intro',
        t(
          'A goal can be small: calling a friend each week, joining a group, walking to the park.',
          "Un objectif peut être petit : appeler une amie chaque semaine, se joindre à un groupe, marcher jusqu'au parc.",
        ),
      ),
      goalList(),
      rating(
        'goal_confidence',
        t(
          'How sure are you that you can take your first step?',
          'À quel point avez-vous confiance en votre capacité de faire votre première étape?',
        ),
        {
          min: 1,
          max: 5,
          minText: t('Not sure at all', 'Aucune confiance'),
          maxText: t('Completely sure', 'Confiance totale'),
        },
      ),
      goalProgress(),
    ]),
  ],
);

/** [6] Health: health today, daily living, use of health care and the support the member receives. */
export const health: LibraryModuleTemplate = chapter(
  'community-connections-06-health',
  t('[6] Health', '[6] Santé'),
  t(
    'How you feel today, the care you have used and the support you receive.',
    "Comment vous vous sentez aujourd'hui, les soins que vous avez reçus et le soutien que vous recevez.",
  ),
  [
    page('health_today', t('My health today', "Ma santé aujourd'hui"), [
      ...healthRatingItems(),
      ...dailyLivingItems(),
    ]),
    page('health_care', t('Care and support', 'Soins et soutien'), [
      ...healthCareUseItems(),
      ...supportItems(),
    ]),
  ],
);

/** [7] Wellness: satisfaction with life, support available, social contact, belonging and loneliness. */
export const wellness: LibraryModuleTemplate = chapter(
  'community-connections-07-wellness',
  t('[7] Wellness', '[7] Bien-être'),
  t(
    'How you feel about your life and your connections with others.',
    'Ce que vous pensez de votre vie et de vos liens avec les autres.',
  ),
  [
    page('satisfaction', t('My life', 'Ma vie'), [lifeSatisfaction(), ...wellbeingDomainItems()]),
    page('support', t('Support around me', 'Le soutien autour de moi'), [
      ...supportAvailableItems(),
      askingForHelp(),
      ...socialContactItems(),
    ]),
    page('belonging', t('Feeling connected', 'Mes liens avec les autres'), [
      communityBelonging(),
      ...lonelinessItems(),
    ]),
  ],
);

/**
 * Community Connections: ten chapters; the report reads [3]–[7]. It asks every report input except the
 * screener's household band (household2_size): [3] asks the exact household size instead.
 */
export const communityConnections: InstrumentSeries = {
  key: 'community-connections',
  name: 'Community Connections',
  nameFr: reportsMsg('reports.series.communityConnections', undefined, 'fr'),
  chapters: [
    helpRequestTracker,
    aboutMe,
    whosInMyCircle,
    activitiesAndInterests,
    goals,
    health,
    wellness,
    communityResources,
    followUp,
    postSurvey,
  ],
  metrics: FULL_REPORT_METRICS.filter((m) => m !== 'household2_size'),
  tiles: ALL_TILES,
};

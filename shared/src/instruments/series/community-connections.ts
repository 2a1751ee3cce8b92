import { chapter, intro, page, rating } from '../build';
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
import type { InstrumentSeries, ModuleTemplate } from '../types';
import {
  aboutMe,
  communityResources,
  followUp,
  helpRequestTracker,
  postSurvey,
} from './community-connections-more';
import { ALL_TILES, FULL_REPORT_METRICS } from './metrics';

/** [3] Who's in My Circle: household, the people in the member's life and how often they meet. */
export const whosInMyCircle: ModuleTemplate = chapter(
  'community-connections-03-whos-in-my-circle',
  "[3] Who's in My Circle",
  'The people in your life: who you live with, who you know and how often you are in touch.',
  [
    page('household', 'My household', [
      intro(
        'circle_intro',
        'These questions are about the people in your life. Count only people you actually know.',
      ),
      ...householdItems(),
      ...circleCountItems(),
    ]),
    page('contact', 'Keeping in touch', contactFrequencyItems()),
    page('trusted', 'People I trust', [trustedPeople(), meaningfulPeople()]),
  ],
);

/** [4] Activities and Interests: what the member does, values and would like to join, and how often. */
export const activitiesAndInterests: ModuleTemplate = chapter(
  'community-connections-04-activities-and-interests',
  '[4] Activities and Interests',
  'What you like to do and how often you take part in activities with others.',
  [
    page('interests', 'My interests', interestItems()),
    page('participation', 'Taking part', [
      intro('participation_intro', 'Think about the last twelve months.'),
      communityParticipation(),
      ...participationItems(),
    ]),
  ],
);

/** [5] Goals: the member's goals with first steps, and progress on them. */
export const goals: ModuleTemplate = chapter(
  'community-connections-05-goals',
  '[5] Goals',
  'Goals you would like to work on with the help of your circle.',
  [
    page('goals', 'My goals', [
      intro(
        'goals_intro',
        'A goal can be small: calling a friend each week, joining a group, walking to the park.',
      ),
      goalList(),
      rating('goal_confidence', 'How sure are you that you can take your first step?', {
        min: 1,
        max: 5,
        minText: 'Not sure at all',
        maxText: 'Completely sure',
      }),
      goalProgress(),
    ]),
  ],
);

/** [6] Health: health today, daily living, use of health care and the support the member receives. */
export const health: ModuleTemplate = chapter(
  'community-connections-06-health',
  '[6] Health',
  'How you feel today, the care you have used and the support you receive.',
  [
    page('health_today', 'My health today', [...healthRatingItems(), ...dailyLivingItems()]),
    page('health_care', 'Care and support', [...healthCareUseItems(), ...supportItems()]),
  ],
);

/** [7] Wellness: satisfaction with life, support available, social contact, belonging and loneliness. */
export const wellness: ModuleTemplate = chapter(
  'community-connections-07-wellness',
  '[7] Wellness',
  'How you feel about your life and your connections with others.',
  [
    page('satisfaction', 'My life', [lifeSatisfaction(), ...wellbeingDomainItems()]),
    page('support', 'Support around me', [
      ...supportAvailableItems(),
      askingForHelp(),
      ...socialContactItems(),
    ]),
    page('belonging', 'Feeling connected', [communityBelonging(), ...lonelinessItems()]),
  ],
);

/**
 * Community Connections: ten chapters; the report reads [3]–[7]. It asks every report input except the
 * screener's household band (household2_size): [3] asks the exact household size instead.
 */
export const communityConnections: InstrumentSeries = {
  key: 'community-connections',
  name: 'Community Connections',
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

import { checkbox, chapter, intro, page } from '../build';
import { INTEREST_CHOICES } from '../choices';
import { participationItems } from '../items/activities';
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
import { ALL_TILES, FULL_REPORT_METRICS } from './metrics';

/*
 * The chapters follow the question-name suffixes: _QofL1 items (goals, support, loneliness, social
 * contact) in [1], _QofL2 items (health and care) in [2], _QofL3 items (the well-being domains) in [3]
 * beside the member's circle.
 */

/** [1] Personal Narrative: what matters to the member, goals, support and loneliness. */
export const personalNarrative: ModuleTemplate = chapter(
  'quality-life-series-01-personal-narrative',
  '[1] Personal Narrative',
  'Your story: what matters to you, what you are working on and who supports you.',
  [
    page('matters', 'What matters to me', [
      intro('narrative_intro', 'Take your time. You can save and come back later.'),
      meaningfulPeople(),
      checkbox('meaningful_activities', 'Which activities mean the most to you?', INTEREST_CHOICES),
      lifeSatisfaction(),
    ]),
    page('goals', 'My goals', [goalList(), goalProgress()]),
    page('support', 'Support and connection', [
      ...supportAvailableItems(),
      askingForHelp(),
      ...socialContactItems(),
      ...lonelinessItems(),
    ]),
  ],
);

/** [2] Physical, Mental, Social Health: health today, daily living, care used and support received. */
export const physicalMentalSocialHealth: ModuleTemplate = chapter(
  'quality-life-series-02-physical-mental-social-health',
  '[2] Physical, Mental, Social Health',
  'How you feel, the care you have used and the support you receive.',
  [
    page('health_today', 'My health today', [...healthRatingItems(), ...dailyLivingItems()]),
    page('health_care', 'Care and support', [...healthCareUseItems(), ...supportItems()]),
  ],
);

/** [3] Who is My Circle: household, people, community participation and satisfaction with life. */
export const whoIsMyCircle: ModuleTemplate = chapter(
  'quality-life-series-03-who-is-my-circle',
  '[3] Who is My Circle',
  'The people and communities in your life, and how you feel about the parts of your life.',
  [
    page('household', 'My household and people', [...householdItems(), ...circleCountItems()]),
    page('contact', 'Keeping in touch', [...contactFrequencyItems(), trustedPeople()]),
    page('community', 'My community', [
      communityBelonging(),
      communityParticipation(),
      ...participationItems(),
    ]),
    page('life', 'My life', wellbeingDomainItems()),
  ],
);

/** Quality Life Series: three chapters; the full Quality of Life report reads them. */
export const qualityLifeSeries: InstrumentSeries = {
  key: 'quality-life-series',
  name: 'Quality Life Series',
  chapters: [personalNarrative, physicalMentalSocialHealth, whoIsMyCircle],
  // The interest lists other than meaningful_activities belong to Community Connections.
  metrics: FULL_REPORT_METRICS.filter(
    (m) => !['household2_size', 'activities', 'challenging_activities', 'like_to_join'].includes(m),
  ),
  tiles: ALL_TILES,
};

import { checkbox, chapter, intro, page, t } from '../build';
import { msg as reportsMsg } from '../../messages/reports';
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
import type { InstrumentSeries, LibraryModuleTemplate } from '../types';
import { ALL_TILES, FULL_REPORT_METRICS } from './metrics';

/*
 * The chapters follow the question-name suffixes: _QofL1 items (goals, support, loneliness, social
 * contact) in [1], _QofL2 items (health and care) in [2], _QofL3 items (the well-being domains) in [3]
 * beside the member's circle.
 */

/** [1] Personal Narrative: what matters to the member, goals, support and loneliness. */
export const personalNarrative: LibraryModuleTemplate = chapter(
  'quality-life-series-01-personal-narrative',
  t('[1] Personal Narrative', '[1] Récit personnel'),
  t(
    'Your story: what matters to you, what you are working on and who supports you.',
    'Votre histoire : ce qui compte pour vous, ce sur quoi vous travaillez et qui vous soutient.',
  ),
  [
    page('matters', t('What matters to me', 'Ce qui compte pour moi'), [
      intro(
        'narrative_intro',
        t(
          'Take your time. You can save and come back later.',
          'Prenez votre temps. Vous pouvez enregistrer et revenir plus tard.',
        ),
      ),
      meaningfulPeople(),
      checkbox(
        'meaningful_activities',
        t('Which activities mean the most to you?', 'Quelles activités comptent le plus pour vous?'),
        INTEREST_CHOICES,
      ),
      lifeSatisfaction(),
    ]),
    page('goals', t('My goals', 'Mes objectifs'), [goalList(), goalProgress()]),
    page('support', t('Support and connection', 'Soutien et liens'), [
      ...supportAvailableItems(),
      askingForHelp(),
      ...socialContactItems(),
      ...lonelinessItems(),
    ]),
  ],
);

/** [2] Physical, Mental, Social Health: health today, daily living, care used and support received. */
export const physicalMentalSocialHealth: LibraryModuleTemplate = chapter(
  'quality-life-series-02-physical-mental-social-health',
  t('[2] Physical, Mental, Social Health', '[2] Santé physique, mentale et sociale'),
  t(
    'How you feel, the care you have used and the support you receive.',
    'Comment vous vous sentez, les soins que vous avez reçus et le soutien que vous recevez.',
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

/** [3] Who is My Circle: household, people, community participation and satisfaction with life. */
export const whoIsMyCircle: LibraryModuleTemplate = chapter(
  'quality-life-series-03-who-is-my-circle',
  t('[3] Who is My Circle', '[3] Qui fait partie de mon cercle'),
  t(
    'The people and communities in your life, and how you feel about the parts of your life.',
    'Les personnes et les communautés de votre vie, et ce que vous pensez des différents aspects de votre vie.',
  ),
  [
    page('household', t('My household and people', 'Mon foyer et mes proches'), [
      ...householdItems(),
      ...circleCountItems(),
    ]),
    page('contact', t('Keeping in touch', 'Garder le contact'), [
      ...contactFrequencyItems(),
      trustedPeople(),
    ]),
    page('community', t('My community', 'Ma communauté'), [
      communityBelonging(),
      communityParticipation(),
      ...participationItems(),
    ]),
    page('life', t('My life', 'Ma vie'), wellbeingDomainItems()),
  ],
);

/** Quality Life Series: three chapters; the full Quality of Life report reads them. */
export const qualityLifeSeries: InstrumentSeries = {
  key: 'quality-life-series',
  name: 'Quality Life Series',
  nameFr: reportsMsg('reports.series.qoflSeries', undefined, 'fr'),
  chapters: [personalNarrative, physicalMentalSocialHealth, whoIsMyCircle],
  // The interest lists other than meaningful_activities belong to Community Connections.
  metrics: FULL_REPORT_METRICS.filter(
    (m) => !['household2_size', 'activities', 'challenging_activities', 'like_to_join'].includes(m),
  ),
  tiles: ALL_TILES,
};

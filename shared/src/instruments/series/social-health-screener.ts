import { chapter, intro, page, t } from '../build';
import { msg as reportsMsg } from '../../messages/reports';
import {
  communityBelonging,
  communityParticipation,
  connectorContact,
  householdSizeBand,
  lifeSatisfaction,
  lonelinessItems,
  screenerText,
} from '../items/screener';
import type { InstrumentSeries, LibraryModuleTemplate } from '../types';
import { LONELINESS_METRICS } from './metrics';

/** Social Health: the public screener's seven items and the contact question, for members signed in. */
export const socialHealth: LibraryModuleTemplate = chapter(
  'social-health-screener-social-health',
  t('Social Health', 'Santé sociale'),
  screenerText('screener.intro.text'),
  [
    page('social_health', t('Social health', 'Santé sociale'), [
      intro('social_health_intro', screenerText('screener.intro.heading')),
      householdSizeBand(),
      communityParticipation(),
      lifeSatisfaction(),
      communityBelonging(),
      ...lonelinessItems(),
      connectorContact(),
    ]),
  ],
);

/** Social Health Screener - NEW: one chapter; its report is the screener risk and its results. */
export const socialHealthScreener: InstrumentSeries = {
  key: 'social-health-screener',
  name: 'Social Health Screener - NEW',
  nameFr: reportsMsg('reports.series.socialHealthScreener', undefined, 'fr'),
  chapters: [socialHealth],
  metrics: [
    'household2_size',
    'community_activity_participate',
    'life_satisfaction2',
    'local_community_belonging',
    ...LONELINESS_METRICS,
  ],
  tiles: ['loneliness'],
};

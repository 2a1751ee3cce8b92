import { chapter, intro, page, t } from '../build';
import { msg as reportsMsg } from '../../messages/reports';
import { participationItems } from '../items/activities';
import { inTouchItems } from '../items/circle';
import { dailyLivingItems, healthRatingItems } from '../items/health';
import { lonelinessItems } from '../items/screener';
import {
  goalProgress,
  socialContactItems,
  supportAvailableItems,
  wellbeingDomainItems,
} from '../items/wellbeing';
import { PARTICIPATION_CATEGORIES } from '../../scoring/connection';
import type { InstrumentSeries, LibraryModuleTemplate, ReportMetric } from '../types';
import { ALL_TILES, HEALTH_METRICS, LONELINESS_METRICS, WELLBEING_METRICS } from './metrics';

/** Quality of Life Reflection - Short: health, well-being, support and loneliness in one sitting. */
export const qualityOfLifeReflectionShort: LibraryModuleTemplate = chapter(
  'quality-of-life-short-reflection',
  t('Quality of Life Reflection - Short', 'Réflexion sur la qualité de vie - version courte'),
  t(
    'A short check-in on your health, your well-being and the people around you.',
    'Un court bilan de votre santé, de votre bien-être et des personnes qui vous entourent.',
  ),
  [
    page('health', t('My health', 'Ma santé'), [
      intro(
        'reflection_intro',
        t('Answer for how things are for you today.', "Répondez selon votre situation d'aujourd'hui."),
      ),
      ...healthRatingItems(),
      ...dailyLivingItems(),
    ]),
    page('wellbeing', t('My life', 'Ma vie'), wellbeingDomainItems()),
    page('people', t('People around me', 'Les personnes autour de moi'), [
      ...supportAvailableItems(),
      ...socialContactItems(),
      ...lonelinessItems(),
      goalProgress(),
    ]),
    // The isolation and community participation tiles' inputs: without them the wellness score (the
    // average of all eight tiles, spec 000 §5) could never be a number on the short report.
    page('connections', t('Keeping in touch and taking part', 'Garder le contact et participer'), [
      ...inTouchItems(),
      ...participationItems(),
    ]),
  ],
);

/** Quality of Life - Short: one chapter; the short Quality of Life report reads it. */
export const qualityOfLifeShort: InstrumentSeries = {
  key: 'quality-of-life-short',
  name: 'Quality of Life - Short',
  nameFr: reportsMsg('reports.series.qoflShort', undefined, 'fr'),
  chapters: [qualityOfLifeReflectionShort],
  metrics: [
    ...HEALTH_METRICS,
    ...WELLBEING_METRICS,
    ...LONELINESS_METRICS,
    'PSS_QofL1_COMB',
    'QSC_QofL1_COMB',
    'PAG_QofL1_SD',
    'frequency_of_contact_family',
    'frequency_of_contact_friends',
    'frequency_of_contact_neighbours',
    ...(PARTICIPATION_CATEGORIES.map((c) => c.name) as ReportMetric[]),
    'FCP_INT_COMB',
    'FCP_STRINGS_COMB',
    'community_connection',
    'wellness_score',
  ],
  tiles: ALL_TILES,
};

import { msg } from '@circles/shared/messages/dashboard';
import { LIST_FIELDS } from '@circles/shared/reports/fields';
import {
  HEALTH_ALERT_FIGURES,
  sourcesOf,
  tileFigure,
  type FigureSources,
} from '@circles/shared/reports/latest';
import type { ReportPayload } from '@circles/shared/reports/report';
import { PWI_DOMAINS } from '@circles/shared/scoring/flags';
import { localName, seriesNamed } from '../../../lib/i18n/local-name';
import { dateOnly } from './display';

/** A payload that may carry the dashboard's figure sources (`GET /api/reports/dashboard/user/…`). */
export type SourcedPayload = ReportPayload & { sources?: FigureSources };

/** The figures each dashboard section shows, by the keys of `FigureSources.figures`. */
export const SECTION_FIGURES = {
  goals: ['goals'],
  interests: LIST_FIELDS,
  healthAlert: HEALTH_ALERT_FIGURES,
  wellBeing: [...PWI_DOMAINS.map((d) => `${d}_QofL3_SD`), 'PWI_QofL3_COMB'],
  support: [
    tileFigure('socialSupport'),
    'support_informal',
    'support_healthcare',
    'support_home_healthcare',
    'support_private_healthcare',
    'support_wellness_program',
    'access_to_family_doctor',
  ],
  loneliness: [tileFigure('loneliness'), tileFigure('isolation')],
  circle: ['trusted_people'],
} as const satisfies Record<string, readonly string[]>;

/**
 * 'From Quality Life Series, 2026-03-01' (several rounds joined by '; ', newest first) for the figures
 * `keys`, or undefined when there are no sources (a report's own round) or no round has them.
 */
export function sourceText(sources: FigureSources | undefined, keys: readonly string[]): string | undefined {
  const rounds = sourcesOf(sources, keys);
  if (rounds.length === 0) return undefined;
  // Two rounds of one series on one day read the same: named once.
  const items = new Set(
    rounds.map((r) =>
      msg('dashboard.source.item', { series: localName(seriesNamed(r)), date: dateOnly(r.updatedAt) }),
    ),
  );
  return msg('dashboard.source', { sources: [...items].join('; ') });
}

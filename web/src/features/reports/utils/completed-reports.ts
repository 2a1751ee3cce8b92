import { isMemberRole } from '@circles/shared/access/roles';
import { msg, type ReportsMessageKey } from '@circles/shared/messages/reports';
import { localName } from '../../../lib/i18n/local-name';
import { dateOnly } from './display';

/** A member's series instance as the Completed Reports table receives it. */
export interface CompletedSeries {
  /** The member collection (series instance) id. */
  id: string;
  memberId: string;
  /** The series template name ('Community Connections', …). */
  seriesName: string;
  /** Its French name (issue 25), when the instance carried one. */
  seriesNameFr?: string;
  /** When the report was generated (ISO 8601). */
  generatedAt: string;
  /** Completeness (0–100) of each of its modules. */
  moduleCompleteness: readonly number[];
}

/** One row of the Completed Reports table. */
export interface CompletedReportRow {
  id: string;
  /** The link text: the series name (in the reader's language), with ' - Self Care' for every role but Patient. */
  text: string;
  /** Where the row links to, or undefined for a series that has no report screen. */
  href: string | undefined;
  /** The first 10 characters of the generation date (spec 000 §2). */
  date: string;
  seriesName: string;
}

/** The four series with reports and the screen each opens (spec 000 §2, Completed Reports table). */
const SERIES_LINKS: readonly { key: ReportsMessageKey; href: (s: CompletedSeries) => string }[] = [
  { key: 'reports.series.communityConnections', href: (s) => `/history/ccReport/${s.id}` },
  { key: 'reports.series.socialHealthScreener', href: (s) => `/history/screenerReport/${s.id}` },
  { key: 'reports.series.qoflShort', href: (s) => `/history/qoflReport/${s.id}` },
  // Spec 000 §2: 'Quality Life Series' links to /QLReport/{id}, the member's Quality Life Report.
  { key: 'reports.series.qoflSeries', href: (s) => `/QLReport/${s.memberId}` },
];

/** Whether a series instance is complete: it has modules and all of them are at 100 (spec 000 §4). */
export function isComplete(series: Pick<CompletedSeries, 'moduleCompleteness'>): boolean {
  return series.moduleCompleteness.length > 0 && series.moduleCompleteness.every((c) => c === 100);
}

/** The link text of a report: '- Self Care' is added for every role other than Patient (spec 000 §6). */
export function reportLinkText(seriesName: string, role: string): string {
  return isMemberRole(role) ? seriesName : `${seriesName} ${msg('reports.completed.selfCareSuffix')}`;
}

/**
 * The rows of a member's Completed Reports table (spec 000 §2, §4): only that member's series whose
 * modules are all at 100, newest first, each linked to its report screen.
 */
export function completedReportRows(
  series: readonly CompletedSeries[],
  memberId: string,
  role: string,
): CompletedReportRow[] {
  return series
    .filter((s) => s.memberId === memberId && isComplete(s))
    .toSorted((a, b) => (a.generatedAt < b.generatedAt ? 1 : a.generatedAt > b.generatedAt ? -1 : 0))
    .map((s) => {
      // The stored name is the English one, whatever the reader's language.
      const link = SERIES_LINKS.find((l) => msg(l.key, undefined, 'en') === s.seriesName);
      return {
        id: s.id,
        text: reportLinkText(localName({ name: s.seriesName, nameFr: s.seriesNameFr }), role),
        href: link?.href(s),
        date: dateOnly(s.generatedAt),
        seriesName: s.seriesName,
      };
    });
}

/**
 * The Start a Series page (spec 001 §2.3; the spec gives it no path). Decision: `/collections/start`,
 * after the Start a Module page's `/booklets/start` ("collections" is the spec's API name of series).
 */
export const START_SERIES_PATH = '/collections/start';

/** Where Start a Series lands on success (spec 001 §2.3). */
export const SERIES_LANDING_PATH = '/administration/booklets/management';

/**
 * Router state the Start a Series page hands the management screen it lands on: which tab and series
 * view to open, and the success text to show there. Plain data, so the modules feature's screen reads
 * `tab` without importing this feature.
 */
export interface SeriesLanding {
  tab: 'series';
  seriesView: 'instances';
  notice: string;
}

/** The landing state of a location's `state`, if it is one. */
export function seriesLandingOf(state: unknown): SeriesLanding | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const s = state as Partial<SeriesLanding>;
  return s.tab === 'series' && s.seriesView === 'instances' && typeof s.notice === 'string'
    ? { tab: s.tab, seriesView: s.seriesView, notice: s.notice }
    : undefined;
}

/** Router state a link to the Start a Series page may carry: the member to start for, preselected. */
export interface StartSeriesFor {
  member: { id: string; name: string };
}

/** The preselected member of a location's `state`, if it carries one. */
export function startSeriesForOf(state: unknown): StartSeriesFor['member'] | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const m = (state as Partial<StartSeriesFor>).member;
  return m && typeof m.id === 'string' && typeof m.name === 'string' ? { id: m.id, name: m.name } : undefined;
}

import { communityConnections } from './series/community-connections';
import { qualityLifeSeries } from './series/quality-life-series';
import { qualityOfLifeShort } from './series/quality-of-life-short';
import { socialHealthScreener } from './series/social-health-screener';
import type { InstrumentSeries, LibraryModuleTemplate, QuestionJSON } from './types';

/**
 * The instrument library: the four series the reports read, each with its chapters (module templates)
 * in order. A seed stores every module template of `moduleTemplates()` once (found again by `key`),
 * then each series template with its chapters by key, so running it twice changes nothing.
 */
export const instrumentLibrary: readonly InstrumentSeries[] = [
  communityConnections,
  socialHealthScreener,
  qualityOfLifeShort,
  qualityLifeSeries,
];

/** Every module template of the library once, in series and chapter order. */
export function moduleTemplates(): LibraryModuleTemplate[] {
  const byKey = new Map<string, LibraryModuleTemplate>();
  for (const series of instrumentLibrary) {
    for (const template of series.chapters) byKey.set(template.key, template);
  }
  return [...byKey.values()];
}

/**
 * A library template's French name (issue 25): its definition's French title, as the fill-in shows it
 * (the English title is the template's `name`).
 */
export function templateNameFr(template: LibraryModuleTemplate): string {
  return template.surveyJSON.title.fr;
}

/** The series of the library with this spec name ('Community Connections', …), if any. */
export function seriesByName(name: string): InstrumentSeries | undefined {
  return instrumentLibrary.find((series) => series.name === name);
}

/** The questions of a module template in page order (html blocks left out). */
export function templateQuestions(template: LibraryModuleTemplate): QuestionJSON[] {
  return template.surveyJSON.pages
    .flatMap((p) => p.elements)
    .filter((e): e is QuestionJSON => e.type !== 'html');
}

import { seriesByName } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { computeReport, type ReportPayload } from '@circles/shared/reports/report';

/** The four series of the instrument library by their spec names. */
export type SeriesName =
  | 'Community Connections'
  | 'Social Health Screener - NEW'
  | 'Quality of Life - Short'
  | 'Quality Life Series';

/** The merged answers of a fully answered series instance (every chapter, one sample variant). */
export function seriesAnswers(name: SeriesName, variant: number): Record<string, unknown> {
  const series = seriesByName(name);
  if (!series) throw new Error(`No series ${name}`);
  return Object.assign({}, ...series.chapters.map((c) => sampleAnswers(c, variant))) as Record<
    string,
    unknown
  >;
}

/**
 * A report payload computed by the real engine over the instrument library's sample answers, one
 * round per variant (oldest first, one month apart), with `changes` laid over the answers of a round.
 * For tests only: screens never show made-up data.
 */
export function samplePayload(
  name: SeriesName,
  variants: readonly number[] = [0],
  changes: Record<number, Record<string, unknown>> = {},
  memberName = 'Mary Member',
): ReportPayload {
  return computeReport(
    variants.map((variant, i) => ({
      updatedAt: `2026-${String(i + 1).padStart(2, '0')}-15T10:00:00.000Z`,
      answers: { ...seriesAnswers(name, variant), ...changes[i] },
    })),
    { memberName },
  );
}

import { seriesByName } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { latestFigures, type LatestFigures } from '@circles/shared/reports/latest';
import { computeReport, type ReportPayload } from '@circles/shared/reports/report';
import { REPORT_KIND_OF_SERIES } from '@circles/shared/schemas/reports';

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

/** Answers that raise no red or yellow flag (laid over sample answers to test the flag-free states). */
export const NO_FLAG_ANSWERS: Record<string, unknown> = {
  HT_QofL2_SD: 90,
  PH_QofL2_SD: 4,
  MH_QofL2_SD: 4,
  M_QofL2_SD: 4,
  PC_QofL2_SD: 4,
  UA_QofL2_SD: 4,
  PD_QofL2_SD: 4,
  AD_QofL2_SD: 4,
  HU_ED_QofL2_SD: 0,
  HU_HNum_QofL2_SD: 0,
  HU_EMS_QofL2_SD: 0,
  HU_UC_QofL2_SD: 0,
  access_to_family_doctor: 'Yes',
  ...Object.fromEntries(
    ['LS', 'SL', 'YH', 'AL', 'PR', 'HSF', 'FPC', 'FS', 'SR'].map((d) => [`${d}_QofL3_SD`, 9]),
  ),
  PAG_QofL1_SD: 1,
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((i) => [`PSS_${i}`, 1])),
  lack_companionship: 0,
  feel_leftout: 0,
  feel_isolated: 0,
};

/** Answers that raise red flags (health today, loneliness often) and yellow ones (no family doctor). */
export const FLAGGED_ANSWERS: Record<string, unknown> = {
  ...NO_FLAG_ANSWERS,
  HT_QofL2_SD: 40,
  feel_isolated: 2,
  access_to_family_doctor: 'No',
};

/**
 * A member dashboard's figures (`latestFigures`, as the server composes them) over finished rounds of
 * the library series, given oldest first, one month apart: each with its sample variant and changes.
 */
export function sampleDashboard(
  rounds: readonly { series: SeriesName; variant?: number; changes?: Record<string, unknown> }[],
): LatestFigures {
  return latestFigures(
    rounds.map((r, i) => {
      const updatedAt = `2026-${String(i + 1).padStart(2, '0')}-15T10:00:00.000Z`;
      return {
        instanceId: `round-${i + 1}`,
        kind: REPORT_KIND_OF_SERIES[r.series]!,
        collectionName: r.series,
        updatedAt,
        memberName: 'Mary Member',
        payload: computeReport([
          { updatedAt, answers: { ...seriesAnswers(r.series, r.variant ?? 0), ...r.changes } },
        ]),
      };
    }),
  )!;
}

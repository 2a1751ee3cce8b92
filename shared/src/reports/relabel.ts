import { connectionLabel, participationNames } from '../scoring/connection';
import { flags } from '../scoring/flags';
import { problemLabel, wellnessLabel } from '../scoring/labels';
import { wellnessScore } from '../scoring/tiles';
import { MISSING } from '../scoring/values';
import { DERIVED_NUMERIC_FIELDS, NUMERIC_FIELDS, PROBLEM_FIELDS } from './fields';
import type { ReportPayload } from './report';

/**
 * A stored report payload with its words in the current locale (issue 25). A round's payload is
 * computed once, when a chapter is saved, in the saver's language; what it holds in words (the
 * flags' texts, the wellness label and the 'Not enough data available' score, the problem labels, the
 * participation names and the community connection label) is derived from its figures, so it is
 * derived again here from the same figures in the reader's language, as `computeRound` would. Figures,
 * answers, advice keys and the screener's level (a key the screens translate) are unchanged. The read
 * paths call this on every stored round, so the report screens and their PDFs follow the reader.
 */
export function relabelled(payload: ReportPayload): ReportPayload {
  const columns = payload as unknown as Record<string, readonly unknown[] | undefined>;
  const numeric = [...Object.keys(NUMERIC_FIELDS), ...DERIVED_NUMERIC_FIELDS];
  // The inputs of a round's flags, exactly as computeRound hands them to `flags`.
  const metricsOf = (i: number): Record<string, unknown> => ({
    ...Object.fromEntries(numeric.map((name) => [name, columns[name]?.[i] ?? MISSING])),
    access_to_family_doctor: columns.access_to_family_doctor?.[i] ?? MISSING,
  });
  const problems = Object.fromEntries(
    Object.entries(PROBLEM_FIELDS).map(([name, source]) => [
      name,
      (columns[source] ?? []).map((value) => problemLabel(value) ?? MISSING),
    ]),
  );
  // The score is a word only when the tiles make none ('Not enough data available').
  const wellness = payload.tiles
    ? payload.tiles.map((tiles) => wellnessScore(tiles))
    : payload.wellness_score;
  return {
    ...payload,
    ...(problems as Pick<ReportPayload, keyof typeof PROBLEM_FIELDS>),
    FCP_STRINGS_COMB: (payload.FCP_INT_COMB ?? []).map((ints) => participationNames(ints)),
    community_connection: (payload.community_connection ?? []).map((c) =>
      c ? { score: c.score, label: connectionLabel(c.score) } : c,
    ),
    flags: (payload.flags ?? []).map((_, i) => flags(metricsOf(i))),
    wellness_score: wellness,
    wellness_label: payload.tiles ? wellness.map((score) => wellnessLabel(score)) : payload.wellness_label,
  };
}

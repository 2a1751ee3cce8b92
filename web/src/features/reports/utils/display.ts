import { MISSING } from '@circles/shared/scoring/values';
import { msg } from '@circles/shared/messages/reports';

/** A payload value as the screens see it: 999 (spec 000 §9) and absent values are not answered. */
export function isAnswered<T>(value: T | typeof MISSING | null | undefined): value is T {
  return value !== MISSING && value !== null && value !== undefined;
}

/** The value of `round` in a per-round payload array, or undefined when that round has none (999). */
export function atRound<T>(
  values: readonly (T | typeof MISSING)[] | undefined,
  round: number,
): T | undefined {
  const value = values?.[round];
  return isAnswered(value) ? value : undefined;
}

/** A date as the reports show it: its first 10 characters, 'YYYY-MM-DD' (spec 000 §2 Completed Reports). */
export function dateOnly(iso: string | undefined): string {
  return (iso ?? '').slice(0, 10);
}

/** 'Yes' or 'No' from the catalogue. */
export function yesNo(value: boolean): string {
  return msg(value ? 'reports.yes' : 'reports.no');
}

/** One labelled answer of a report list; a row whose value is not answered is left out (spec 000 §5). */
export interface AnswerRow {
  label: string;
  value: string;
}

/** Builds answer rows, leaving out those whose value is undefined (999 hidden). */
export function answerRows(rows: readonly { label: string; value: string | undefined }[]): AnswerRow[] {
  return rows.filter((r): r is AnswerRow => r.value !== undefined && r.value !== '');
}

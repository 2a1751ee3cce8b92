import type { ReportPayload } from '@circles/shared/reports/report';
import { msg } from '@circles/shared/messages/reports';
import { dateOnly } from './display';

/** The payload fields the round helpers read (any report payload or a part of one). */
export type RoundsOf = Pick<ReportPayload, 'collection_last_updated'>;

/** How many rounds a payload holds (0 for an empty payload such as the API's `{}`). */
export function roundCount(payload: Partial<RoundsOf> | undefined): number {
  return payload?.collection_last_updated?.length ?? 0;
}

/** The round shown by default: the latest (rounds are oldest first), or -1 when there is none. */
export function latestRound(payload: Partial<RoundsOf> | undefined): number {
  return roundCount(payload) - 1;
}

/** A requested round kept within the payload's rounds; anything else falls back to the latest. */
export function validRound(payload: Partial<RoundsOf> | undefined, round: number | undefined): number {
  const count = roundCount(payload);
  return round !== undefined && Number.isInteger(round) && round >= 0 && round < count ? round : count - 1;
}

/** The label of a round: 'Round 2 (2026-03-01)', numbered from 1, dated by its last answer. */
export function roundLabel(payload: RoundsOf, round: number): string {
  const date = dateOnly(payload.collection_last_updated[round]);
  return date === ''
    ? msg('reports.round', { n: round + 1 })
    : msg('reports.roundOption', { n: round + 1, date });
}

/** The series instance (`membercollections` id) of a round: the API payload's `collectionIds`. */
export function roundSeriesInstanceId(payload: object, round: number): string | undefined {
  const ids = (payload as { collectionIds?: unknown }).collectionIds;
  const id = Array.isArray(ids) ? (ids as unknown[])[round] : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * What a report's Download adds to its `POST /api/pdf/report` body for the round shown: the picked
 * round's series instance (`collectionId`) when it is not the latest, so the PDF is the report as of
 * that round; nothing for the latest (the PDF is the member's latest report, as before).
 */
export function pickedRoundTarget(
  payload: Partial<RoundsOf> & object,
  round: number,
): { collectionId?: string } {
  if (round === latestRound(payload)) return {};
  const seriesInstanceId = roundSeriesInstanceId(payload, round);
  return seriesInstanceId ? { collectionId: seriesInstanceId } : {};
}

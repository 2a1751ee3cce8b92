import { useState } from 'react';
import type { ReportPayload } from '@circles/shared/reports/report';
import { validRound } from '../utils/rounds';

/**
 * The round a report screen shows and its setter for the round picker: the latest until the reader
 * picks one (so a newly saved round appears by itself), and the latest again if the picked round is
 * gone from a refreshed payload.
 */
export function useReportRound(
  payload: Pick<ReportPayload, 'collection_last_updated'> | undefined,
): [number, (round: number) => void] {
  const [picked, setPicked] = useState<number>();
  return [validRound(payload, picked), setPicked];
}

import { TextField } from '@mui/material';
import type { ReportPayload } from '@circles/shared/reports/report';
import { msg } from '@circles/shared/messages/reports';
import { roundCount, roundLabel } from '../utils/rounds';
import { SCREEN_ONLY_CLASS } from './report-block';

/**
 * Chooses the round a report shows (issue 11, beyond the original); shown only when there are two or
 * more rounds, and never printed. A native select: keyboard and screen readers work as they do
 * everywhere else.
 */
export function RoundPicker({
  payload,
  round,
  onChange,
}: {
  payload: Pick<ReportPayload, 'collection_last_updated'>;
  round: number;
  onChange: (round: number) => void;
}) {
  const count = roundCount(payload);
  if (count < 2) return null;
  return (
    <TextField
      select
      size="small"
      label={msg('reports.roundPicker')}
      value={round}
      onChange={(e) => onChange(Number(e.target.value))}
      className={SCREEN_ONLY_CLASS}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 220, '@media print': { display: 'none' } }}
    >
      {Array.from({ length: count }, (_, i) => (
        <option key={i} value={i}>
          {roundLabel(payload, i)}
        </option>
      ))}
    </TextField>
  );
}

import { Chip } from '@mui/material';
import type { Role } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/users';
import { statusLabel, type StatusTone } from '../utils/user-display';

// Darker than MUI's defaults so white text keeps 4.5:1 (MUI's warning orange gives 3:1).
const TONES: Record<StatusTone, string> = { success: '#1b5e20', warning: '#8a4500', error: '#b71c1c' };

/** A user's status as the coloured label of spec 002 §4.3. */
export function StatusChip({ status, viewerRole }: { status: string; viewerRole: Role }) {
  const label = statusLabel(status, viewerRole);
  return (
    <Chip
      size="small"
      label={label.text}
      aria-label={msg('users.card.status', { status: label.text })}
      sx={{ bgcolor: TONES[label.tone], color: '#ffffff', fontWeight: 600 }}
    />
  );
}

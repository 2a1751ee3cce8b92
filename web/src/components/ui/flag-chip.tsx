import type { SvgIconComponent } from '@mui/icons-material';
import { Chip, type SxProps, type Theme } from '@mui/material';

/** The palette colours a flag's outline may take. */
export type FlagTone = 'error' | 'warning' | 'info';

/** Props of {@link FlagChip}. */
export interface FlagChipProps {
  /** The words: they carry the meaning; the icon and the colour only repeat it. */
  label: string;
  /** An icon before the words, hidden from screen readers (the words already say it). */
  icon?: SvgIconComponent;
  /** Filled in this colour. */
  color?: 'error';
  /**
   * Outlined: 'plain' in the default border, or a 2 px border in a tone while the words keep the
   * text colour (a coloured text failed issue 20's contrast check).
   */
  outline?: 'plain' | FlagTone;
  /** Placement beside what it flags (a margin); one style object, not a list. */
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
  'data-testid'?: string;
}

/**
 * A small chip that flags a state beside a name or a status ('Overdue', 'Escalated', 'French missing',
 * a severity): the one look of every such flag, so none relies on colour alone.
 */
export function FlagChip({ label, icon: Icon, color, outline, sx, ...rest }: FlagChipProps) {
  const toneSx = outline && outline !== 'plain' ? { borderColor: `${outline}.main`, borderWidth: 2 } : {};
  return (
    <Chip
      {...rest}
      size="small"
      color={color}
      variant={outline ? 'outlined' : undefined}
      icon={Icon && <Icon aria-hidden />}
      label={label}
      sx={sx ? [toneSx, sx] : toneSx}
    />
  );
}

import { TextField, type SxProps, type Theme } from '@mui/material';
import { msg } from '@circles/shared/messages/kit';

/**
 * The optional French name of a module or series template (issue 25), beside its name: 'Name in
 * French', with the hint that an empty one shows the name, at most `maxLength` characters (the name's
 * limit; the API checks it too).
 */
export function FrenchNameField({
  id,
  value,
  onChange,
  maxLength,
  fullWidth,
  sx,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      id={id}
      label={msg('kit.nameFr')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText={msg('kit.nameFr.help')}
      fullWidth={fullWidth}
      sx={sx}
      slotProps={{ htmlInput: { maxLength, lang: 'fr' } }}
    />
  );
}

import { Chip } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { msg } from '@circles/shared/messages/kit';

/**
 * 'French missing' beside a template's or series' name in a list (issue 25): a French reader would
 * read part of it in English. Its words say it (not only the colour), and a screen reader hears it
 * with the name it follows.
 */
export function FrenchMissingChip() {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<TranslateIcon aria-hidden />}
      label={msg('kit.frenchMissing')}
      sx={{ ml: 1, borderColor: 'warning.main', borderWidth: 2 }}
    />
  );
}

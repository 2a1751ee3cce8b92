import TranslateIcon from '@mui/icons-material/Translate';
import { msg } from '@circles/shared/messages/kit';
import { FlagChip } from './flag-chip';

/**
 * 'French missing' beside a template's or series' name in a list (issue 25): a French reader would
 * read part of it in English. Its words say it (not only the colour), and a screen reader hears it
 * with the name it follows.
 */
export function FrenchMissingChip() {
  return <FlagChip icon={TranslateIcon} outline="warning" label={msg('kit.frenchMissing')} sx={{ ml: 1 }} />;
}

import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { LOCALE_NAMES, LOCALES, type Locale } from '@circles/shared/messages/locale';
import { msg } from '@circles/shared/messages/shell';
import { useLocale } from '../../lib/i18n/locale-provider';
import { chooseLocale } from '../../lib/i18n/locale-store';
import { visuallyHiddenSx } from './visually-hidden';

/**
 * Under 360 px (a 320 px phone, or a page zoomed in) the app bar has no room for both names: its
 * buttons show the language codes (EN, FR) and screen readers still hear the names.
 */
const NARROW = '@media (max-width: 359.95px)';

/**
 * Outlined in the page's colour, the chosen language filled: which one is chosen shows by more than
 * a tint (MUI's default selected state is a faint one).
 */
const onPage = {
  '& .MuiToggleButton-root': {
    color: 'primary.main',
    borderColor: 'primary.main',
    backgroundColor: 'common.white',
  },
  '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
    color: 'common.white',
    backgroundColor: 'primary.main',
  },
};

/** On the app bar's colour: outlined in white, the chosen language filled white. */
const onAppBar = {
  '& .MuiToggleButton-root': {
    color: 'inherit',
    borderColor: 'rgb(255 255 255 / 70%)',
    '&:hover': { backgroundColor: 'rgb(255 255 255 / 15%)' },
  },
  '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
    color: 'primary.main',
    backgroundColor: 'common.white',
  },
};

/**
 * The language switch (issue 25): English / Français, each named in its own language (and marked so,
 * for screen readers), the chosen one pressed. A choice is kept on this device and wins over the
 * profile's and the browser's language; the screens render again in place (see LocaleProvider).
 */
export function LanguageSwitch({ variant = 'page' }: { variant?: 'page' | 'appBar' }) {
  const locale = useLocale();
  // Beside the title and the account menu; alone on the signed-out pages, where both names fit.
  const compact = variant === 'appBar';
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={locale}
      aria-label={msg('shell.language.label')}
      // Pressing the language already shown answers null: nothing to change.
      onChange={(_, next: Locale | null) => next && chooseLocale(next)}
      sx={[
        {
          flexShrink: 0,
          '& .MuiToggleButton-root': {
            textTransform: 'none',
            fontSize: '0.9375rem',
            fontWeight: 500,
            px: 1.25,
            py: 0.5,
            lineHeight: 1.5,
          },
        },
        variant === 'appBar' ? onAppBar : onPage,
      ]}
    >
      {LOCALES.map((option) => (
        <ToggleButton key={option} value={option}>
          <Box component="span" lang={option} sx={{ [NARROW]: compact ? visuallyHiddenSx : {} }}>
            {LOCALE_NAMES[option]}
          </Box>
          {compact && (
            <Box
              component="span"
              aria-hidden="true"
              sx={{ display: 'none', [NARROW]: { display: 'inline' } }}
            >
              {option.toUpperCase()}
            </Box>
          )}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { LOCALE_NAMES, LOCALES, type Locale } from '@circles/shared/messages/locale';
import { msg } from '@circles/shared/messages/shell';
import { useLocale } from '../../lib/i18n/locale-provider';
import { chooseLocale } from '../../lib/i18n/locale-store';

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
          '& .MuiToggleButton-root': { textTransform: 'none', px: 1.25, py: 0.5, lineHeight: 1.5 },
        },
        variant === 'appBar' ? onAppBar : {},
      ]}
    >
      {LOCALES.map((option) => (
        <ToggleButton key={option} value={option}>
          <span lang={option}>{LOCALE_NAMES[option]}</span>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

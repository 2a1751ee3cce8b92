import { frFR } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { Locale } from '@circles/shared/messages/locale';

/** Width of the left drawer (spec 000 §2 'Application shell'). */
export const DRAWER_WIDTH = 240;

/**
 * The app's theme. Colours keep at least 4.5:1 contrast on white, and every focusable element gets a
 * visible outline on keyboard focus (WCAG 2.2 AA 2.4.7), not only MUI's ripple.
 */
const options: ThemeOptions = {
  palette: {
    primary: { main: '#1f5f8b' },
    secondary: { main: '#5b3f8c' },
    // MUI's default red (#d32f2f) has 4.2:1 on the table's selection toolbar (primary at 12 % on
    // white), where Delete sits: axe found it. #c62828 (red 800) keeps 5:1 there and 5.6:1 on white.
    error: { main: '#c62828' },
    background: { default: '#f4f6f8' },
  },
  typography: {
    // Screen titles (h4) a size smaller on phones, so a title like "Viewing Cora Coordinator's
    // dashboard" takes two lines at 390 px, not three.
    h4: { '@media (max-width:599.95px)': { fontSize: '1.625rem' } },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: '3px solid #f0a500', outlineOffset: '2px' },
        '.skip-link': {
          position: 'absolute',
          left: '-10000px',
          top: 0,
          zIndex: 2000,
          padding: '8px 16px',
          background: '#ffffff',
          color: '#1f5f8b',
        },
        '.skip-link:focus': { left: '8px', top: '8px' },
      },
    },
  },
};

/** The app's theme, with MUI's own texts in English. */
export const theme = createTheme(options);

/**
 * The theme for a locale: in French, MUI's own texts (an Autocomplete's Open / Clear buttons, 'No
 * options', the pagination's labels where a screen does not give its own) are MUI's French ones.
 */
const byLocale: Record<Locale, Theme> = { en: theme, fr: createTheme(options, frFR) };

/** The theme of `locale` (made once per locale). */
export function themeFor(locale: Locale): Theme {
  return byLocale[locale];
}

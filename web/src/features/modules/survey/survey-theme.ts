import type { Theme } from '@mui/material/styles';
import { alpha, darken } from '@mui/material/styles';

/** The subset of SurveyJS's ITheme we set (survey-core's `applyTheme`). */
export interface SurveyTheme {
  themeName: string;
  colorPalette: 'light';
  isPanelless: true;
  cssVariables: Record<string, string>;
}

/**
 * The outline of a control (WCAG 2.2 1.4.11, 3:1): 54 % black over SurveyJS's near-white fill is
 * #737373, 4.5:1 against the page and the fill. SurveyJS draws radio and checkbox circles and text
 * inputs as that fill plus `--sjs-shadow-inner`; without a shadow they were near-white on white.
 */
export const CONTROL_OUTLINE = 'rgba(0, 0, 0, 0.54)';

/**
 * SurveyJS's theme derived from the app's MUI theme, so a module looks like the rest of the app:
 * our primary and secondary colours, text colours, font, radius and spacing unit. Panelless (no card
 * around each question). Muted text keeps 4.5:1 on white (WCAG 2.2 AA 1.4.3): SurveyJS's default
 * 45 % black does not; radio and checkbox circles and text inputs have an outline of 3:1 or more
 * (1.4.11 non-text contrast).
 */
export function surveyThemeFrom(theme: Theme): SurveyTheme {
  const { palette } = theme;
  const primary = palette.primary.main;
  const secondary = palette.secondary.main;
  const text = palette.text.primary;
  const muted = 'rgba(0, 0, 0, 0.64)';
  const outline = CONTROL_OUTLINE;
  return {
    themeName: 'circles',
    colorPalette: 'light',
    isPanelless: true,
    cssVariables: {
      '--sjs-general-backcolor': palette.background.paper,
      '--sjs-general-backcolor-dark': '#f0f2f4',
      '--sjs-general-backcolor-dim': palette.background.paper,
      '--sjs-general-backcolor-dim-light': '#f9fafb',
      '--sjs-general-backcolor-dim-dark': '#eceff1',
      '--sjs-general-forecolor': text,
      '--sjs-general-forecolor-light': muted,
      '--sjs-general-dim-forecolor': text,
      '--sjs-general-dim-forecolor-light': muted,
      '--sjs-primary-backcolor': primary,
      '--sjs-primary-backcolor-light': alpha(primary, 0.1),
      '--sjs-primary-backcolor-dark': darken(primary, 0.15),
      '--sjs-primary-forecolor': palette.primary.contrastText,
      '--sjs-primary-forecolor-light': alpha(palette.primary.contrastText, 0.25),
      '--sjs-secondary-backcolor': secondary,
      '--sjs-secondary-backcolor-light': alpha(secondary, 0.1),
      '--sjs-secondary-backcolor-semi-light': alpha(secondary, 0.25),
      '--sjs-secondary-forecolor': palette.secondary.contrastText,
      '--sjs-secondary-forecolor-light': alpha(palette.secondary.contrastText, 0.25),
      '--sjs-base-unit': theme.spacing(1),
      '--sjs-corner-radius': `${String(theme.shape.borderRadius)}px`,
      '--sjs-font-family': String(theme.typography.fontFamily),
      '--sjs-font-size': `${String(theme.typography.fontSize + 2)}px`,
      '--sjs-border-light': 'rgba(0, 0, 0, 0.12)',
      '--sjs-border-default': 'rgba(0, 0, 0, 0.5)',
      '--sjs-border-inside': 'rgba(0, 0, 0, 0.16)',
      '--sjs-special-red': palette.error.main,
      '--sjs-special-red-light': alpha(palette.error.main, 0.1),
      '--sjs-special-red-forecolor': palette.error.contrastText,
      '--sjs-special-green': palette.success.dark,
      '--sjs-special-green-light': alpha(palette.success.main, 0.1),
      '--sjs-special-green-forecolor': palette.success.contrastText,
      '--sjs-special-blue': palette.info.dark,
      '--sjs-special-blue-light': alpha(palette.info.main, 0.1),
      '--sjs-special-blue-forecolor': palette.info.contrastText,
      '--sjs-special-yellow': palette.warning.dark,
      '--sjs-special-yellow-light': alpha(palette.warning.main, 0.1),
      '--sjs-special-yellow-forecolor': palette.warning.contrastText,
      '--sjs-shadow-small': 'none',
      '--sjs-shadow-inner': `inset 0 0 0 1px ${outline}`,
    },
  };
}

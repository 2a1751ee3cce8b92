import 'survey-core/survey-core.fontless.min.css';
// SurveyJS's own texts in French (Next, Complete, 'Response required.'…), with the screens that draw
// surveys only; English is built in.
import 'survey-core/i18n/french';
import { useEffect, useMemo, useRef } from 'react';
import { Model } from 'survey-core';
import { currentLocale, type Locale } from '@circles/shared/messages/locale';
import { Survey } from 'survey-react-ui';
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useLocale } from '../../../lib/i18n/locale-provider';
import { watchDecorativeInputs } from './decorative-inputs';
import { CONTROL_OUTLINE, surveyThemeFrom } from './survey-theme';

/** Options of {@link useSurveyModel}. */
export interface SurveyModelOptions {
  /** Read-only view (the viewers): answers shown, nothing editable. */
  readOnly?: boolean;
}

/**
 * A SurveyJS model of one definition, themed from the MUI theme, rebuilt only when the definition
 * changes (answers are set by the screen, so typing never rebuilds it). The screens draw their own
 * Previous / Next / Save / Mark Complete buttons, so SurveyJS's own navigation is hidden. SurveyJS's
 * own texts (its error messages, 'Other (describe)'…) follow the interface's language, and a switch
 * changes them on the same model, so the answers stay.
 */
export function useSurveyModel(surveyJSON: unknown, options: SurveyModelOptions = {}): Model {
  const theme = useTheme();
  const locale = useLocale();
  const definition = JSON.stringify(surveyJSON ?? {});
  // By value: each locale has its own MUI theme object (its own texts, the same colours), and a new
  // model on a language switch would lose the answers being typed.
  const surveyTheme = JSON.stringify(surveyThemeFrom(theme));
  const model = useMemo(() => {
    const m = new Model(JSON.parse(definition) as object);
    m.applyTheme(JSON.parse(surveyTheme) as ReturnType<typeof surveyThemeFrom>);
    m.showNavigationButtons = false;
    // The screen's own heading names the module: SurveyJS's title would repeat it.
    m.showTitle = false;
    m.showCompletedPage = false;
    m.checkErrorsMode = 'onComplete';
    // In our screens the heading keeps focus when the screen opens, not the first question.
    m.focusFirstQuestionAutomatic = false;
    if (options.readOnly) m.readOnly = true;
    // A new model paints in the language at once; a switch later changes it in place (below).
    m.locale = currentLocale();
    return m;
  }, [definition, surveyTheme, options.readOnly]);
  useEffect(() => setSurveyLocale(model, locale), [model, locale]);
  return model;
}

/** Whether a definition holds no question a member could answer (an empty module). */
export function isEmptySurvey(model: Model): boolean {
  return model.getAllQuestions(false).length === 0;
}

/**
 * The SurveyJS form of a module (survey-react-ui): keyboard and screen-reader use come from SurveyJS's
 * own markup (labelled inputs, radio groups, error text tied to its question). Lives only in the
 * module screens' chunk, with its fontless styles (the default CSS pulls fonts from a CDN the CSP refuses).
 */
export function SurveyView({ model, label }: { model: Model; label: string }) {
  const root = useRef<HTMLElement>(null);
  // A rating drawn as a dropdown on a phone carries an unlabelled, decorative input (decorative-inputs.ts).
  useEffect(() => (root.current ? watchDecorativeInputs(root.current) : undefined), []);
  return (
    <Box
      ref={root}
      component="section"
      aria-label={label}
      sx={{
        '& .sd-root-modern': { background: 'transparent' },
        // A completed module's circles keep their outline too (SurveyJS drops it when read-only), so
        // the answers given still read as choices among the options (WCAG 2.2 1.4.11).
        '& .sd-item--readonly.sd-item--readonly .sd-item__decorator': {
          boxShadow: 'var(--sjs-shadow-inner)',
        },
        // Rating buttons are white on the page with only a faint shadow: outlined like the circles
        // (their focus ring and the selected fill are SurveyJS's own).
        '& .sd-rating__item:not(.sd-rating__item--selected):not(.sd-rating__item--readonly):not(:focus-within)':
          {
            boxShadow: 'var(--sjs-shadow-inner)',
          },
        '& .sd-rating__item.sd-rating__item--readonly:not(.sd-rating__item--selected)': {
          borderColor: CONTROL_OUTLINE,
        },
      }}
    >
      <Survey model={model} />
    </Box>
  );
}

/*
 * A SurveyJS model is an external, mutable object: these set it from event handlers and effects (the
 * React compiler's lint forbids assigning to a hook's value in place, which is what SurveyJS asks for).
 */

/** Shows SurveyJS's own texts in `locale` (a no-op when they already are). */
export function setSurveyLocale(model: Model, locale: Locale): void {
  if (model.locale !== locale) model.locale = locale;
}

/** Puts answers into the model (load, Refresh, Restore). */
export function loadAnswers(model: Model, answers: object): void {
  model.data = answers;
}

/** Makes the model read-only (a completed or approved module) or editable. */
export function setReadOnly(model: Model, readOnly: boolean): void {
  model.readOnly = readOnly;
}

/** Shows a page of the model (Restart). */
export function goToPage(model: Model, pageNo: number): void {
  model.currentPageNo = pageNo;
}

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { moduleTemplates } from '@circles/shared/instruments/library';
import { theme } from '../../../config/theme';
import { LocaleProvider } from '../../../lib/i18n/locale-provider';
import { setAppLocale } from '../../../lib/i18n/locale-store';
import { SurveyView, useSurveyModel } from './survey-view';

/* Issue 25: a library module opened in French shows its questions and choices in French (its template's localisable strings). */

afterEach(() => act(() => setAppLocale('en')));

const health = moduleTemplates().find((t) => t.key === 'community-connections-06-health')!;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <LocaleProvider>{children}</LocaleProvider>
    </ThemeProvider>
  );
}

function Module() {
  const model = useSurveyModel(health.surveyJSON);
  return <SurveyView model={model} label="Module" />;
}

describe('a library module in French', () => {
  it('shows its questions and choices in French and stores the same values', () => {
    act(() => setAppLocale('fr'));
    render(<Module />, { wrapper });
    expect(screen.getByText('En général, comment évaluez-vous votre santé physique?')).toBeTruthy();
    expect(screen.getAllByText('Excellente').length).toBeGreaterThan(0);
    expect(screen.queryByText('In general, how would you rate your physical health?')).toBeNull();
  });

  it('shows the English to an English reader, with the same choice values', () => {
    const { result } = renderHook(() => useSurveyModel(health.surveyJSON), { wrapper });
    const question = result.current.getQuestionByName('PH_QofL2_SD');
    expect(question.title).toBe('In general, how would you rate your physical health?');
    question.value = 4;
    expect(question.displayValue).toBe('Excellent');
    expect(result.current.data).toEqual({ PH_QofL2_SD: 4 });
  });
});

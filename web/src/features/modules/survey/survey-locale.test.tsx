// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { theme } from '../../../config/theme';
import { LocaleProvider } from '../../../lib/i18n/locale-provider';
import { setAppLocale } from '../../../lib/i18n/locale-store';
import { useSurveyModel } from './survey-view';

afterEach(() => act(() => setAppLocale('en')));

const definition = {
  pages: [{ elements: [{ type: 'text', name: 'outing', title: 'Where did you go?', isRequired: true }] }],
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <LocaleProvider>{children}</LocaleProvider>
    </ThemeProvider>
  );
}

/** SurveyJS's own text for a required question left empty. */
function requiredText(model: ReturnType<typeof useSurveyModel>): string | undefined {
  model.validate(true);
  return model.getQuestionByName('outing')?.errors[0]?.getText();
}

describe("SurveyJS's own texts", () => {
  it("are in the interface's language, and follow a switch without losing the answers", () => {
    const { result } = renderHook(() => useSurveyModel(definition), { wrapper });
    const model = result.current;
    expect(model.locale === '' || model.locale === 'en').toBe(true);
    expect(requiredText(model)).toBe('Response required.');
    expect(model.completeText).toBe('Complete');

    model.setValue('outing', 'The market');
    act(() => setAppLocale('fr'));
    expect(result.current).toBe(model);
    expect(model.locale).toBe('fr');
    expect(model.completeText).toBe('Terminer');
    expect(model.pageNextText).toBe('Suivant');
    expect(model.getValue('outing')).toBe('The market');
    model.setValue('outing', undefined);
    expect(requiredText(model)).toBe('La réponse à cette question est obligatoire.');

    act(() => setAppLocale('en'));
    expect(model.completeText).toBe('Complete');
  });

  it('starts in French when the interface already is', () => {
    act(() => setAppLocale('fr'));
    const { result } = renderHook(() => useSurveyModel(definition), { wrapper });
    expect(result.current.locale).toBe('fr');
    expect(result.current.pagePrevText).toBe('Précédent');
  });
});

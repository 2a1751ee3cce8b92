import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import type { Locale } from '@circles/shared/messages/locale';
import { themeFor } from '../../config/theme';
import { useSession } from '../auth/session-context';
import { freshElement } from './fresh-element';
import { appLocaleFor, getAppLocale, setAppLocale, subscribeAppLocale } from './locale-store';

const LocaleContext = createContext<Locale>('en');

/**
 * Renders its children in the app's locale. Screens read texts with `msg()` as they render, so a
 * change of locale (the language switch, a French-speaking user signing in) renders the tree again
 * from here, in place: the children are handed over as fresh elements (freshElement), so they and
 * everything they render run again, while state (what was typed in a form, an unsaved module, focus)
 * stays. Remounting the tree instead (a `key`) would lose all of that. Elements made once and kept
 * further down (the route tables) are refreshed where they are used (signed-in-routes.tsx), and a
 * component kept from rendering again (`memo`) reads {@link useLocale} to follow. MUI's own texts
 * follow through the locale's theme (themeFor).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeAppLocale, getAppLocale);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new locale is the reason for new elements
  const fresh = useMemo(() => freshElement(children), [children, locale]);
  return (
    <LocaleContext.Provider value={locale}>
      <ThemeProvider theme={themeFor(locale)}>{fresh}</ThemeProvider>
    </LocaleContext.Provider>
  );
}

/**
 * Keeps the app's locale on the language chosen with the switch, else the signed-in user's preferred
 * language, else the browser's.
 */
export function SessionLocale() {
  const { state } = useSession();
  const userLocale = state.status === 'authenticated' ? state.user.locale : undefined;
  useEffect(() => setAppLocale(appLocaleFor(userLocale)), [userLocale]);
  return null;
}

/** The locale the screens render in (for formatting dates and numbers the same way as the texts). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

import { createContext, Fragment, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '@circles/shared/messages/locale';
import { useSession } from '../auth/session-context';
import { appLocaleFor, getAppLocale, setAppLocale, subscribeAppLocale } from './locale-store';

const LocaleContext = createContext<Locale>('en');

/**
 * Renders its children in the app's locale. Screens read texts with `msg()` as they render, so a
 * change of locale (a French-speaking user signs in, or signs out) renders the tree again from here.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeAppLocale, getAppLocale);
  return (
    <LocaleContext.Provider value={locale}>
      <Fragment key={locale}>{children}</Fragment>
    </LocaleContext.Provider>
  );
}

/** Keeps the app's locale on the signed-in user's preferred language, or the browser's when signed out. */
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

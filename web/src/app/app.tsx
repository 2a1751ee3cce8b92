import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from '../config/theme';
import { SessionProvider } from '../lib/auth/session-provider';
import { LocaleProvider, SessionLocale } from '../lib/i18n/locale-provider';
import { AppRoutes } from './router';

/** The staff/member app: theme, router, session and locale around the routes. */
export function App() {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <SessionProvider>
            <SessionLocale />
            <LocaleProvider>
              <AppRoutes />
            </LocaleProvider>
          </SessionProvider>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>
  );
}

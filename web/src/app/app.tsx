import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { UpdatePrompt } from '../components/layouts/update-prompt';
import { theme } from '../config/theme';
import { SessionProvider } from '../lib/auth/session-provider';
import { LocaleProvider, SessionLocale } from '../lib/i18n/locale-provider';
import { AppRoutes } from './router';

/**
 * A data router with one splat route: the screens keep their declarative <Routes> (AppRoutes), and
 * data-router features work inside them (useBlocker guards the browser's Back on the module fill-in).
 */
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <SessionProvider>
        <SessionLocale />
        <LocaleProvider>
          <AppRoutes />
        </LocaleProvider>
      </SessionProvider>
    ),
  },
]);

/**
 * The staff/member app: theme, router, session and locale around the routes; the new-version prompt
 * on every screen (the offline notice is placed by the routes: in the shell's content, or floating).
 */
export function App() {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
        <UpdatePrompt />
      </ThemeProvider>
    </StrictMode>
  );
}

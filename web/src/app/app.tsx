import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from '../config/theme';
import { SessionProvider } from '../lib/auth/session-provider';
import { AppRoutes } from './router';

/** The staff/member app: theme, router and session around the routes. */
export function App() {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <SessionProvider>
            <AppRoutes />
          </SessionProvider>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>
  );
}

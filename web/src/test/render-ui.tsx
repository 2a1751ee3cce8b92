import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { theme } from '../config/theme';

// Component tests run without vitest globals, so Testing Library's automatic cleanup is wired here.
afterEach(cleanup);

/** Renders a component of the kit inside the app's theme (component tests, happy-dom). */
export function renderUi(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider> });
}

import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Form and API texts of any zod issue come from the catalogue, before any schema runs.
import '@circles/shared/schemas/issue-messages';
import { msg } from '@circles/shared/messages/auth';
import { App } from './app/app';
import { preloadSignedIn } from './app/preload';
import { loadRuntimeConfig } from './config/runtime-config';
import { configureAmplifyLater } from './lib/auth/amplify';
import { beginSessionRestore } from './lib/auth/session-provider';
import { readStoredSession } from './lib/auth/session-storage';

/**
 * Renders at once and loads the runtime configuration beside the first paint: the sign-in screen needs
 * neither it nor Amplify to show; sign-in, session restore and the lazy routes wait for it. With a stored
 * session the session restore follows, so what it and the first signed-in screen need starts loading now.
 */
function start(container: HTMLElement): void {
  const root = createRoot(container);
  const config = loadRuntimeConfig();
  configureAmplifyLater(config);
  // The first render in the background (interruptible, in slices): the page answers input while the
  // app renders, instead of one long task.
  startTransition(() => root.render(<App />));
  // A returning visit restores its session at once, and the signed-in code loads beside the first paint.
  if (readStoredSession()) {
    beginSessionRestore();
    preloadSignedIn(window.location.pathname);
  }
  config.catch(() => {
    root.render(
      <main>
        <p role="alert">{msg('auth.login.serverProblem')}</p>
      </main>,
    );
  });
}

const container = document.getElementById('root');
if (container) start(container);

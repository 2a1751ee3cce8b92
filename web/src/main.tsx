import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Form and API texts of any zod issue come from the catalogue, before any schema runs.
import '@circles/shared/schemas/issue-messages';
import { msg } from '@circles/shared/messages/auth';
import { App } from './app/app';
import { preloadSignedIn } from './app/preload';
import { loadRuntimeConfig } from './config/runtime-config';
import { configureAmplifyLater } from './lib/auth/amplify';
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
  if (readStoredSession()) {
    // A returning visit: a spinner paints at once and the session provider starts the restore; once the
    // spinner has painted, what the restore and the first signed-in screen need loads beside it.
    root.render(<App />);
    requestAnimationFrame(() => setTimeout(() => preloadSignedIn(window.location.pathname)));
  } else {
    // The sign-in screen renders in the background (interruptible, in slices): the page answers input
    // while it renders, instead of one long task.
    startTransition(() => root.render(<App />));
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

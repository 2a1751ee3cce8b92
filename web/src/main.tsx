import { createRoot } from 'react-dom/client';
import { msg } from '@circles/shared/messages/auth';
import { App } from './app/app';
import { configureAmplify, loadRuntimeConfig } from './config/runtime-config';

/** Loads the runtime configuration before anything renders, so Amplify knows its user pool. */
async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    configureAmplify(await loadRuntimeConfig());
  } catch {
    root.render(
      <main>
        <p role="alert">{msg('auth.login.serverProblem')}</p>
      </main>,
    );
    return;
  }
  root.render(<App />);
}

const container = document.getElementById('root');
if (container) void start(container);

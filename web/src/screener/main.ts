import './screener.css';
import { loadConfig, submitScreener } from './api';
import { startScreener } from './app';
import { applyScreenerLocale, mountLanguageSwitch, screenerLocale } from './language';
import { showWhenOffline } from './offline';

async function boot(): Promise<void> {
  const root = document.getElementById('screener');
  const live = document.getElementById('live');
  const language = document.getElementById('language');
  if (!root || !live || !language) return;
  // No sign-in: the language chosen on this device, else the browser's (issue 25).
  applyScreenerLocale(screenerLocale());
  showWhenOffline(root);
  const config = await loadConfig();
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const app = startScreener({
    root,
    live,
    config,
    storage: sessionStorage,
    navigationType: nav?.type,
    newId: () => crypto.randomUUID(),
    submit: submitScreener,
  });
  mountLanguageSwitch(language, app.relocalise);
}

void boot();
// The service worker keeps the screener (and the app) for offline use (web/pwa.ts). Registered directly,
// not through the plugin's workbox-window helper, to keep the screener's first load small: a page already
// open keeps its version, and a new version takes over once no page of the old one is open.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => {}));

import './screener.css';
import { loadConfig, submitSurvey } from './api';
import { startScreener } from './app';

async function boot(): Promise<void> {
  const root = document.getElementById('screener');
  const live = document.getElementById('live');
  if (!root || !live) return;
  const config = await loadConfig();
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  startScreener({
    root,
    live,
    config,
    storage: sessionStorage,
    navigationType: nav?.type,
    newId: () => crypto.randomUUID(),
    submit: submitSurvey,
  });
}

void boot();

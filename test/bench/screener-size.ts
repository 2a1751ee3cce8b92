import { pageFirstLoad, type PageFirstLoad } from './first-load';

/** The screener's budget for its first load: gzipped JavaScript of the entry and its modulepreloads. */
export const SCREENER_JS_BUDGET_BYTES = 60 * 1024;

/** What `socialrisk.html` loads before any interaction. */
export type FirstLoad = PageFirstLoad;

/**
 * Measures the JavaScript `socialrisk.html` loads before any interaction: module scripts and
 * modulepreload links (lazy chunks such as the PDF code are not counted, the browser fetches them on demand).
 */
export function screenerFirstLoad(distDir: string): Promise<FirstLoad> {
  return pageFirstLoad(distDir, 'socialrisk.html');
}

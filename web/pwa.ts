import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The service worker (spec 000 §9: "A service worker is registered for offline caching"), built by
 * vite-plugin-pwa with Workbox's generateSW. What it keeps:
 * - precached: the app's and the screener's pages (index.html, socialrisk.html), their JS and CSS
 *   chunks, the woff2 fonts and any icons, so both open without a network;
 * - left out of the precache: the form designer's chunks (`template-creator-*`, about 1.8 MB, 450 KB
 *   compressed, used by admins only), cached on first use instead; the print entry (headless
 *   Chromium's, never opened by a person); the .woff fonts (every browser we serve takes woff2);
 * - cached at runtime: `/config.json` (public settings, network first) so the app starts offline;
 * - never: `/api/*` (network only, first route, so no later rule can match it; no navigation fallback),
 *   so no answer carrying personal data is written to a cache.
 * `registerType: 'prompt'`: a new version waits until the person chooses to reload (the shell's
 * prompt), so a form being filled is never reloaded under them. The pages register the worker
 * themselves (the app through the plugin's `virtual:pwa-register/react`, the screener with a plain
 * `navigator.serviceWorker.register`), hence `injectRegister: false`. No web manifest: the app is not
 * offered for installation.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico}'],
    globIgnores: ['**/template-creator-*', 'print.html', 'assets/print-*', '**/node_modules/**'],
    navigateFallback: 'index.html',
    // `/socialrisk` is served from the precache as socialrisk.html (Workbox's cleanURLs), not as the app;
    // as in CloudFront's rewrite (infra/lib/spa-rewrite.ts), a path whose last part names a file
    // (print.html, config.json) is never answered with the app's page.
    navigateFallbackDenylist: [/^\/api\//, /^\/socialrisk(?:[/?]|$)/, /^[^?]*\.[^/?]*(?:\?|$)/],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Other methods are never routed at all: the browser sends them itself, and caches hold GETs only.
        urlPattern: ({ url }: { url: URL }) => url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
      },
      {
        urlPattern: ({ url }: { url: URL }) => url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'circles-config', networkTimeoutSeconds: 3 },
      },
      {
        // The designer's chunks (and anything else left out above) once fetched: hashed, so cache first.
        urlPattern: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
          sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'circles-lazy-assets',
          expiration: { maxEntries: 40, purgeOnQuotaError: true },
        },
      },
    ],
  },
};

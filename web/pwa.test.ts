import { describe, expect, it } from 'vitest';
import { pwaOptions } from './pwa';

type Matcher = (o: { url: URL; sameOrigin: boolean }) => boolean;
const routes = (pwaOptions.workbox?.runtimeCaching ?? []).map((r) => ({
  match: r.urlPattern as Matcher,
  handler: r.handler,
  method: r.method ?? 'GET',
}));
/** The handler of the first runtime route a same-origin GET of `path` meets (Workbox's order). */
const firstHandler = (path: string) =>
  routes.find(
    (r) => r.method === 'GET' && r.match({ url: new URL(path, 'https://circles.example'), sameOrigin: true }),
  )?.handler;

describe('service worker options', () => {
  it('sends every API request to the network and caches none', () => {
    for (const path of ['/api/users/me', '/api/members/01HX/modules?x=1', '/api/publicsurveys/create'])
      expect(firstHandler(path)).toBe('NetworkOnly');
  });

  it('serves the app page for app paths only: not for API paths, the screener or a file', () => {
    const deny = pwaOptions.workbox?.navigateFallbackDenylist ?? [];
    for (const path of [
      '/api/users/me',
      '/socialrisk',
      '/socialrisk/',
      '/socialrisk?utm_source=x',
      '/config.json',
      '/print.html?x=1',
    ])
      expect(deny.some((re) => re.test(path))).toBe(true);
    for (const path of ['/', '/dashboard', '/users/01HX/profile', '/booklet/ms-1?from=a.b', '/socialrisks'])
      expect(deny.some((re) => re.test(path))).toBe(false);
  });

  it('leaves the designer and the print entry out of the precache and caches them on use', () => {
    expect(pwaOptions.workbox?.globIgnores).toEqual(
      expect.arrayContaining(['**/template-creator-*', 'print.html', 'assets/print-*']),
    );
    expect(firstHandler('/assets/template-creator-AbCd1234.js')).toBe('CacheFirst');
  });

  it('keeps config.json (no personal data) for starting offline, network first', () => {
    expect(firstHandler('/config.json')).toBe('NetworkFirst');
  });

  it('waits for the person to choose to reload into a new version', () => {
    expect(pwaOptions.registerType).toBe('prompt');
  });
});

import { vi } from 'vitest';

/**
 * Makes `window.matchMedia` answer as a phone's (below MUI's `sm` breakpoint: every `max-width` query
 * matches) for the screens' phone layouts. Returns the spy: `mockRestore()` it after the test.
 */
export function asPhone() {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

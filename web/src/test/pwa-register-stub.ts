import { useState } from 'react';
import type { RegisterSWOptions } from 'virtual:pwa-register/react';

/**
 * Stands in for vite-plugin-pwa's `virtual:pwa-register/react` in unit tests (vitest.config.ts aliases
 * it here), as the plugin's own development stub does: no service worker, no new version.
 */
export function useRegisterSW(_options?: RegisterSWOptions) {
  return {
    needRefresh: useState(false),
    offlineReady: useState(false),
    updateServiceWorker: async (_reloadPage?: boolean) => {},
  };
}

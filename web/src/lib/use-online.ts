import { useSyncExternalStore } from 'react';

/** Calls `onChange` whenever the browser goes offline or back online; returns the unsubscribe. */
export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser has a network connection (`navigator.onLine`), kept up to date by the
 * `online`/`offline` events. `false` is certain (no network at all); `true` only means some network.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

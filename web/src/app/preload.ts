import { lazy, type ComponentType } from 'react';
import { loadRuntimeConfig } from '../config/runtime-config';
import { preloadContract } from '../lib/api-client';
import { amplifyAuth } from '../lib/auth/amplify';
import { DASHBOARD_PATH } from './restoring-screen';

/** A module loaded on demand that may be asked for ahead of time, and its React.lazy components. */
export interface Preloadable<M> {
  /** Starts the load (once); later calls share it. */
  load(): Promise<M>;
  /**
   * A lazy component of the module. Once the module has loaded it renders at once, without the
   * suspend-and-retry (a fallback commit and a second render) a React.lazy of a plain `import()` does.
   */
  lazy<P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P>;
}

/** Wraps a dynamic import as a {@link Preloadable}. */
export function preloadable<M>(importer: () => Promise<M>): Preloadable<M> {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a failed load may be tried again
        throw error;
      },
    ));
  return {
    load,
    lazy<P extends object>(pick: (module: M) => ComponentType<P>) {
      return lazy(() => {
        // React.lazy reads a thenable that has settled when its `then` returns without suspending.
        if (loaded !== undefined) {
          const component = { default: pick(loaded) };
          return { then: (resolve: (value: typeof component) => void) => resolve(component) } as Promise<
            typeof component
          >;
        }
        return load().then((module) => ({ default: pick(module) }));
      }) as unknown as ComponentType<P>;
    },
  };
}

/**
 * The signed-in routes (router.tsx), with the runtime configuration their screens may read
 * synchronously; the password gate before every screen; the dashboard.
 */
export const signedInRoutesModule = preloadable(() =>
  Promise.all([import('./routes/signed-in-routes'), loadRuntimeConfig()]).then(([module]) => module),
);
export const passwordGateModule = preloadable(
  () => import('../features/users/components/password-change-gate'),
);
export const dashboardModule = preloadable(() => import('./screens/dashboard/dashboard-screen'));

const quietly = (load: Promise<unknown>) => void load.catch(() => undefined);

/**
 * A returning visit (a stored session, main.tsx): what the first signed-in screen needs starts loading
 * beside the first paint instead of one step after another behind the session restore. First what
 * the restore's token check waits for (Amplify with the runtime configuration, the route contract);
 * once those are in, while the check is under way, the signed-in routes, the password gate every screen
 * passes through and, at a dashboard address, the dashboard. A failure here is the lazy loads' to
 * report when they run; nothing else changes.
 */
export function preloadSignedIn(pathname: string): void {
  const restore = Promise.all([amplifyAuth(), preloadContract()]);
  quietly(restore);
  const screens = () => {
    quietly(signedInRoutesModule.load());
    quietly(passwordGateModule.load());
    if (DASHBOARD_PATH.test(pathname)) quietly(dashboardModule.load());
  };
  restore.then(screens, screens);
}

import type { EmulatorEndpoints } from '../../functions/local/emulators';
import type { DemoSignIn } from '../../functions/local/seed';

/** What a stack test file sees of its stack: its own API server, environment and demo data. */
export interface StackInfo {
  /** Base URL of this test file's local API server, which also serves web/dist. */
  apiUrl: string;
  /** The runtime environment of functions/src/platform/config.ts (plus dummy AWS credentials). */
  env: Record<string, string>;
  /** Demo sign-ins returned by the seed. */
  demo: DemoSignIn[];
  /** The "now" the seed dated the demo records from (functions/local/seed-history.ts). */
  seededAt: string;
  /** Cognito endpoint for browsers: the refresh proxy in front of cognito-local. */
  refreshProxyUrl: string;
  /** Whether web/dist existed when the stack started (the e2e tests need it). */
  webServed: boolean;
}

/** What the global setup (test/setup/stack.ts) shares with every stack test file: the running emulators. */
export interface SharedEmulators {
  endpoints: EmulatorEndpoints;
  /** The built web app each file's API server serves. */
  webDir: string;
  /**
   * The demo seed's data taken once for the run (test/support/seed-snapshot.ts), which each file's stack
   * restores instead of running the seed again; without it, each file runs the seed.
   */
  seedSnapshot?: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    emulators: SharedEmulators;
    /**
     * This test file's stack. The global setup provides the part every file shares; the per-file setup
     * (test/setup/file-stack.ts) completes it in place with the file's own addresses and data before the
     * file runs, so `inject('stack')` and {@link useStackEnv} answer the same.
     */
    stack: StackInfo;
  }
}

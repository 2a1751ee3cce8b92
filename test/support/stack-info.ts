import type { DemoSignIn } from '../../functions/local/seed';

/** What the stack's global setup (test/setup/stack.ts) hands to tests through vitest's `provide`. */
export interface StackInfo {
  /** Base URL of the local API server, which also serves web/dist. */
  apiUrl: string;
  /** The runtime environment of functions/src/config.ts (plus dummy AWS credentials). */
  env: Record<string, string>;
  /** Demo sign-ins returned by the seed. */
  demo: DemoSignIn[];
  /** Cognito endpoint for browsers: the refresh proxy in front of cognito-local. */
  refreshProxyUrl: string;
  /** Whether web/dist existed when the stack started (the e2e tests need it). */
  webServed: boolean;
}

declare module 'vitest' {
  interface ProvidedContext {
    stack: StackInfo;
  }
}

import type { RuntimeConfig } from '../../config/runtime-config';
import type * as AmplifyModule from './amplify-module';

type AmplifyAuth = Omit<typeof AmplifyModule, 'Amplify'>;
const loadAmplify = () => import('./amplify-module');

let pendingConfig: Promise<RuntimeConfig> | undefined;
let configured: Promise<void> | undefined;

/**
 * Remembers where the runtime configuration will come from (main.tsx, at start). Amplify itself is not
 * loaded then: the sign-in screen paints without it, and it loads on the first sign-in or session restore.
 */
export function configureAmplifyLater(config: Promise<RuntimeConfig>): void {
  pendingConfig = config;
  configured = undefined;
}

/**
 * Points Amplify Auth at the user pool. Locally `cognitoEndpoint` is cognito-local's refresh proxy
 * (LOCAL.md), in AWS it is absent and Amplify derives the endpoint from the region.
 */
async function configure(config: Promise<RuntimeConfig>): Promise<void> {
  const [{ Amplify }, resolved] = await Promise.all([loadAmplify(), config]);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: resolved.userPoolId,
        userPoolClientId: resolved.userPoolClientId,
        ...(resolved.cognitoEndpoint ? { userPoolEndpoint: resolved.cognitoEndpoint } : {}),
      },
    },
  });
}

/** Amplify Auth, loaded (and configured once) on first use. */
export async function amplifyAuth(): Promise<AmplifyAuth> {
  if (pendingConfig) {
    const config = pendingConfig;
    configured ??= configure(config).catch((error: unknown) => {
      // A failed load may be retried by the next sign-in.
      configured = undefined;
      throw error;
    });
    await configured;
  }
  return loadAmplify();
}

/** Amplify keeps its tokens in localStorage under this prefix (CognitoIdentityServiceProvider.<client>.…). */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** Whether Amplify holds tokens of an earlier visit, so that ending them is worth loading Amplify. */
export function hasAmplifyTokens(storage: Storage = localStorage): boolean {
  for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(AMPLIFY_KEY_PREFIX)) return true;
  return false;
}

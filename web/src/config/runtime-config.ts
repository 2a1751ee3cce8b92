import { Amplify } from 'aws-amplify';
import * as z from 'zod';

/** What the server answers at `/config.json` (the local API server, or the file CDK deploys). */
export const runtimeConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  cognitoEndpoint: z.string().min(1).optional(),
  connectorEmail: z.string().min(1),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let loaded: RuntimeConfig | undefined;

/**
 * Fetches and checks the runtime configuration. It is loaded once before the app renders, so the
 * same build runs against the local emulators and against AWS.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`config.json answered ${res.status}`);
  loaded = runtimeConfigSchema.parse(await res.json());
  return loaded;
}

/** The configuration loaded at start-up; throws when called before {@link loadRuntimeConfig}. */
export function runtimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('Runtime configuration is not loaded yet');
  return loaded;
}

/**
 * Points Amplify Auth at the user pool. Locally `cognitoEndpoint` is cognito-local's refresh proxy
 * (LOCAL.md), in AWS it is absent and Amplify derives the endpoint from the region.
 */
export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
      },
    },
  });
}

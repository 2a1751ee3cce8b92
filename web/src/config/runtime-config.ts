import * as z from 'zod';

/** What the server answers at `/config.json` (the local API server, or the file CDK deploys). */
export const runtimeConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  cognitoEndpoint: z.string().min(1).optional(),
  connectorEmail: z.string().min(1),
  /** The SurveyJS Creator's licence key (the designer shows the licence banner without one). */
  surveyJsLicenseKey: z.string().min(1).optional(),
  /**
   * The partner organisation whose own sign-in the sign-in screen offers (issue 23): its display name and
   * sign-in address (the browser posts the partner credentials there, never to our servers). Absent: no
   * partner option.
   */
  partner: z.object({ name: z.string().min(1), signInUrl: z.url() }).optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let loaded: RuntimeConfig | undefined;
let loading: Promise<RuntimeConfig> | undefined;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`config.json answered ${res.status}`);
  loaded = runtimeConfigSchema.parse(await res.json());
  return loaded;
}

/**
 * Fetches and checks the runtime configuration, once (later calls share the first load), so the same
 * build runs against the local emulators and against AWS. main.tsx starts it beside the first render:
 * the sign-in screen paints without waiting for it; sign-in and the lazy routes wait for it.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= fetchRuntimeConfig();
  return loading;
}

/** The configuration loaded at start-up; throws when called before {@link loadRuntimeConfig} resolved. */
export function runtimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('Runtime configuration is not loaded yet');
  return loaded;
}

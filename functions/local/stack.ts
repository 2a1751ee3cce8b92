import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { config } from '../src/platform/config';
import { setResearchRunner } from '../src/exports/research-runner';
import { log } from '../src/platform/log';
import { drainResearchJobs } from '../src/exports/jobs/research-export';
import { bootstrapStack, LOCAL_DEFAULTS, type LocalStackEnv } from './bootstrap';
import type { EmulatorEndpoints } from './emulators';
import type { StackPorts } from './ports';
import { DEMO_PASSWORD } from './demo-password';
import type { DemoSignIn } from './seed';
import { ensureDemoSecondFactors } from './seed-second-factor';
import { ensureDemoPartnerLink } from './seed-partner';
import { startApiServer, type WebRuntimeConfig } from './server';

export interface LocalStackOptions {
  ports: StackPorts;
  /** Emulator data (and stack.json); under .local/ for `npm start`, a temp dir for tests. */
  dataDir: string;
  /** Keep DynamoDB data on disk under dataDir (developer stack); in memory otherwise (tests). */
  persistDynamo: boolean;
  /** Built web app to serve; served only when the directory exists. */
  webDir: string;
  /** Called with the user name of each authenticator-code challenge at sign-in (the launcher prints the code). */
  onTotpChallenge?: (username: string) => void;
}

/** The names of one application's resources in the emulators (several can share one set of emulators). */
export interface StackNames {
  tableName: string;
  filesBucket: string;
  poolName: string;
}

export interface StackAppOptions {
  endpoints: EmulatorEndpoints;
  /** Port of the API server; 0 for any free port. */
  apiPort: number;
  /** Built web app to serve; served only when the directory exists. */
  webDir: string;
  /** Resource names; the developer stack's defaults when omitted. */
  names?: StackNames;
  /** Remembers the pool and client ids between runs; omitted: a new pool and client every time. */
  stateFile?: string;
  /**
   * Keeps the demo staff's authenticator secrets between runs (issue 21), so an authenticator app a
   * developer set up keeps working; omitted: new secrets every time.
   */
  secondFactorFile?: string;
  /**
   * Fills the fresh data and answers the demo sign-ins: the demo seed when omitted. The stack tests pass
   * a restore of the seed's data taken once per run (test/support/seed-snapshot.ts).
   */
  seed?: () => Promise<SeedResult>;
}

async function readSecrets(file: string | undefined): Promise<Record<string, string>> {
  if (!file) return {};
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** What a seed leaves: the demo sign-ins and the "now" it dated its records from. */
export interface SeedResult {
  demo: DemoSignIn[];
  seededAt: Date;
}

/** One application on running emulators: its resources, environment, demo data and API server. */
export interface StackApp {
  apiUrl: string;
  /** Also copied into this process's environment, which the API server and the seed read. */
  env: LocalStackEnv;
  webConfig: WebRuntimeConfig;
  demo: DemoSignIn[];
  /**
   * The "now" the seed dated its new records from (issue 20: each one whole days before it,
   * seed-history.ts), so tests compute the dates the screens show from the same day.
   */
  seededAt: string;
  /** Whether webDir existed (the web app is served). */
  webServed: boolean;
  tableCreated: boolean;
  /** Stops the API server; safe to call more than once. */
  stop(): Promise<void>;
}

export interface LocalStack extends StackApp {
  endpoints: EmulatorEndpoints;
  /** Stops the API server and every emulator; safe to call more than once. */
  stop(): Promise<void>;
}

/** The developer stack's resource names. */
export const DEFAULT_NAMES: StackNames = {
  tableName: LOCAL_DEFAULTS.tableName,
  filesBucket: LOCAL_DEFAULTS.filesBucket,
  poolName: 'circles-local',
};

/** The demo seed, loaded only when it runs (its modules take seconds to load; test stacks restore a snapshot). */
async function seedDemo(): Promise<SeedResult> {
  const seededAt = new Date();
  return { demo: await (await import('./seed')).seedDemo(seededAt), seededAt };
}

/**
 * Brings one application up on running emulators: bootstrap (table, pool, client, groups, bucket), the
 * runtime environment in `process.env` (the handlers read it, so one application per process), the demo
 * data (the seed is idempotent, so it runs on every start) and the API server serving the web app.
 */
export async function startStackApp(options: StackAppOptions): Promise<StackApp> {
  const names = options.names ?? DEFAULT_NAMES;
  // Node 20 is this project's local runtime (LOCAL.md); the SDK's notice about Node 22 would only be noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const boot = await bootstrapStack({
    endpoints: options.endpoints,
    ...(options.stateFile ? { stateFile: options.stateFile } : {}),
    ...names,
  });
  Object.assign(process.env, boot.env);
  config(true);
  // Issue 26: a queued research export runs in this process at once (in AWS the export job's schedule).
  setResearchRunner(() => {
    drainResearchJobs().catch((err: unknown) =>
      log.error('research export drain failed', { errorName: err instanceof Error ? err.name : 'Error' }),
    );
  });
  const { demo: seeded, seededAt } = await (options.seed ?? seedDemo)();
  // Issue 21: the demo staff sign in with an authenticator code; the secrets stay on this machine.
  const secrets = await ensureDemoSecondFactors(
    seeded,
    DEMO_PASSWORD,
    await readSecrets(options.secondFactorFile),
  );
  if (options.secondFactorFile) await writeFile(options.secondFactorFile, JSON.stringify(secrets, null, 2));
  const demo = seeded.map((d) => (secrets[d.login] ? { ...d, totpSecret: secrets[d.login] } : d));
  // Issue 23: the demo partner user signs in to Mary's account (functions/local/seed-partner.ts).
  if (boot.env.PARTNER_JWKS_URL) await ensureDemoPartnerLink();
  const webConfig: WebRuntimeConfig = {
    region: boot.env.AWS_REGION ?? LOCAL_DEFAULTS.region,
    userPoolId: boot.userPoolId,
    userPoolClientId: boot.userPoolClientId,
    cognitoEndpoint: options.endpoints.refreshProxy,
    connectorEmail: boot.env.CONNECTOR_EMAIL ?? LOCAL_DEFAULTS.connectorEmail,
    ...(boot.env.PARTNER_SIGN_IN_URL && boot.env.PARTNER_NAME
      ? { partner: { name: boot.env.PARTNER_NAME, signInUrl: boot.env.PARTNER_SIGN_IN_URL } }
      : {}),
    ...(process.env.CIRCLES_SURVEYJS_LICENSE_KEY
      ? { surveyJsLicenseKey: process.env.CIRCLES_SURVEYJS_LICENSE_KEY }
      : {}),
  };
  const webServed = await access(join(options.webDir, 'index.html')).then(
    () => true,
    () => false,
  );
  const api = await startApiServer({
    port: options.apiPort,
    ...(webServed ? { webDir: options.webDir } : {}),
    webConfig,
  });
  let stopped: Promise<void> | undefined;
  return {
    apiUrl: api.url,
    env: boot.env,
    webConfig,
    demo,
    seededAt: seededAt.toISOString(),
    webServed,
    tableCreated: boot.tableCreated,
    stop() {
      stopped ??= api.close();
      return stopped;
    },
  };
}

/**
 * Brings the whole local stack up: the emulators, then the application on them ({@link startStackApp}).
 * If a step fails, what was started is stopped again.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { ports } = options;
  // Loaded here: the test stacks (startStackApp only) never start emulators of their own.
  const { startEmulators } = await import('./emulators');
  const emulators = await startEmulators({
    ports,
    dataDir: options.dataDir,
    persistDynamo: options.persistDynamo,
    // Issue 23: the demo partner organisation's sign-in on a fixed port (CIRCLES_PARTNER_PORT overrides).
    partnerPort: Number(process.env.CIRCLES_PARTNER_PORT || 9231),
    ...(options.onTotpChallenge ? { onTotpChallenge: options.onTotpChallenge } : {}),
  });
  try {
    const app = await startStackApp({
      endpoints: emulators.endpoints,
      apiPort: ports.api,
      webDir: options.webDir,
      stateFile: join(options.dataDir, 'stack.json'),
      secondFactorFile: join(options.dataDir, 'demo-totp.json'),
    });
    let stopped: Promise<void> | undefined;
    return {
      ...app,
      endpoints: emulators.endpoints,
      stop() {
        stopped ??= app.stop().finally(() => emulators.stop());
        return stopped;
      },
    };
  } catch (err) {
    await emulators.stop();
    throw err;
  }
}

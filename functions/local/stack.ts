import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { config } from '../src/config';
import { bootstrapStack, LOCAL_DEFAULTS, type LocalStackEnv } from './bootstrap';
import { startEmulators, type EmulatorEndpoints } from './emulators';
import type { StackPorts } from './ports';
import { seedDemo, type DemoSignIn } from './seed';
import { startApiServer, type WebRuntimeConfig } from './server';

export interface LocalStackOptions {
  ports: StackPorts;
  /** Emulator data (and stack.json); under .local/ for `npm start`, a temp dir for tests. */
  dataDir: string;
  /** Keep DynamoDB data on disk under dataDir (developer stack); in memory otherwise (tests). */
  persistDynamo: boolean;
  /** Built web app to serve; served only when the directory exists. */
  webDir: string;
}

export interface LocalStack {
  apiUrl: string;
  endpoints: EmulatorEndpoints;
  /** Also copied into this process's environment, which the API server and the seed read. */
  env: LocalStackEnv;
  webConfig: WebRuntimeConfig;
  demo: DemoSignIn[];
  /** Whether webDir existed (the web app is served). */
  webServed: boolean;
  tableCreated: boolean;
  /** Stops the API server and every emulator; safe to call more than once. */
  stop(): Promise<void>;
}

/**
 * Brings the whole local stack up: emulators, bootstrap (table, pool, client, groups, bucket), the runtime
 * environment in `process.env`, the demo data (the seed is idempotent, so it runs on every start), and the
 * API server serving the web app. If a step fails, what was started is stopped again.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { ports } = options;
  // Node 20 is this project's local runtime (LOCAL.md); the SDK's notice about Node 22 would only be noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const emulators = await startEmulators({
    ports,
    dataDir: options.dataDir,
    persistDynamo: options.persistDynamo,
    buckets: [LOCAL_DEFAULTS.filesBucket],
  });
  try {
    const boot = await bootstrapStack({
      endpoints: emulators.endpoints,
      stateFile: join(options.dataDir, 'stack.json'),
    });
    Object.assign(process.env, boot.env);
    config(true);
    const demo = await seedDemo();
    const webConfig: WebRuntimeConfig = {
      region: boot.env.AWS_REGION ?? LOCAL_DEFAULTS.region,
      userPoolId: boot.userPoolId,
      userPoolClientId: boot.userPoolClientId,
      cognitoEndpoint: emulators.endpoints.refreshProxy,
      connectorEmail: boot.env.CONNECTOR_EMAIL ?? LOCAL_DEFAULTS.connectorEmail,
    };
    const webServed = await access(join(options.webDir, 'index.html')).then(
      () => true,
      () => false,
    );
    const api = await startApiServer({
      port: ports.api,
      ...(webServed ? { webDir: options.webDir } : {}),
      webConfig,
    });
    let stopped: Promise<void> | undefined;
    return {
      apiUrl: api.url,
      endpoints: emulators.endpoints,
      env: boot.env,
      webConfig,
      demo,
      webServed,
      tableCreated: boot.tableCreated,
      stop() {
        stopped ??= api.close().finally(() => emulators.stop());
        return stopped;
      },
    };
  } catch (err) {
    await emulators.stop();
    throw err;
  }
}

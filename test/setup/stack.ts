import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmulators, type Emulators } from '../../functions/local/emulators';
import { freePorts } from '../../functions/local/ports';
import { takeSeedSnapshot } from '../support/seed-snapshot';
import type { SharedEmulators, StackInfo } from '../support/stack-info';

let emulators: Emulators | undefined;
let dataDir: string | undefined;

/**
 * Global setup of the `stack` project: the emulators, once, on free ports (one DynamoDB Local JVM in
 * memory, one cognito-local and its refresh proxy, one s3rver; their data in a temp dir), and a snapshot
 * of the demo seed's data. Each test file then gets its own table, user pool, bucket, demo data (the
 * snapshot restored) and API server (test/setup/file-stack.ts), so files run in parallel without seeing
 * each other's data.
 */
export async function setup(project: TestProject): Promise<void> {
  dataDir = await mkdtemp(join(tmpdir(), 'circles-stack-'));
  // If the run is interrupted before teardown (Ctrl-C), the emulators die with us; so should their data.
  const dir = dataDir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const root = resolve(import.meta.dirname, '../..');
  emulators = await startEmulators({
    ports: await freePorts(),
    dataDir,
    persistDynamo: false,
    partnerTesting: true,
  });
  // The demo seed once for the run (10-20 s of CPU); each file restores what it left in about a second.
  const seedSnapshot = join(dataDir, 'seed-snapshot.json');
  await takeSeedSnapshot(emulators.endpoints, seedSnapshot);
  const shared: SharedEmulators = {
    endpoints: emulators.endpoints,
    webDir: join(root, 'web/dist'),
    seedSnapshot,
  };
  project.provide('emulators', shared);
  // Completed in place by each file's setup (see ProvidedContext.stack).
  const stack: StackInfo = {
    apiUrl: '',
    env: {},
    demo: [],
    seededAt: '',
    refreshProxyUrl: emulators.endpoints.refreshProxy,
    webServed: false,
  };
  project.provide('stack', stack);
}

/** Stops every emulator and removes the temp data. */
export async function teardown(): Promise<void> {
  await emulators?.stop();
  emulators = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}

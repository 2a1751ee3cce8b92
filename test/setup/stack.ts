import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePorts } from '../../functions/local/ports';
import { startLocalStack, type LocalStack } from '../../functions/local/stack';
import type { StackInfo } from '../support/stack-info';

let stack: LocalStack | undefined;
let dataDir: string | undefined;

/**
 * Global setup of the `stack` project: the whole local stack on free ports, DynamoDB in memory,
 * cognito-local and s3rver data in a temp dir, demo data seeded, the API server serving web/dist.
 */
export async function setup(project: TestProject): Promise<void> {
  dataDir = await mkdtemp(join(tmpdir(), 'circles-stack-'));
  // If the run is interrupted before teardown (Ctrl-C), the emulators die with us; so should their data.
  const dir = dataDir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const root = resolve(import.meta.dirname, '../..');
  stack = await startLocalStack({
    ports: await freePorts(),
    dataDir,
    persistDynamo: false,
    webDir: join(root, 'web/dist'),
  });
  const info: StackInfo = {
    apiUrl: stack.apiUrl,
    env: stack.env,
    demo: stack.demo,
    refreshProxyUrl: stack.endpoints.refreshProxy,
    webServed: stack.webServed,
  };
  project.provide('stack', info);
}

/** Stops every server and emulator and removes the temp data. */
export async function teardown(): Promise<void> {
  await stack?.stop();
  stack = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}

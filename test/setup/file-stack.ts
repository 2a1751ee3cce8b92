import { afterAll, inject } from 'vitest';
import { startFileStack } from '../support/file-stack';

/**
 * Per-file setup of the `stack` project (its `setupFiles`): before the test file is even imported, start
 * the file's own table, user pool, bucket, demo data and API server on the shared emulators, and complete
 * the provided `stack` in place so `inject('stack')`, `useStackEnv()` and `useBrowserStack()` answer this
 * file's stack. Test files therefore run in parallel without sharing data or client addresses.
 */
// The handlers read process.env and keep module-level clients and caches: one file's stack per process,
// which vitest's default (pool 'forks', isolate true: a fresh process per file) gives.
const started = Symbol.for('circles.fileStack');
const processState = globalThis as Record<symbol, unknown>;
if (processState[started])
  throw new Error('Stack test files need a process each: keep `isolate` on for the stack project.');
processState[started] = true;

const fileStack = await startFileStack(inject('emulators'));
Object.assign(inject('stack'), fileStack.info);

afterAll(() => fileStack.stop());

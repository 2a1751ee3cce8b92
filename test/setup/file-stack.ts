import { afterAll, inject } from 'vitest';
import { startFileStack } from '../support/file-stack';

/**
 * Per-file setup of the `stack` project (its `setupFiles`): before the test file is even imported, start
 * the file's own table, user pool, bucket, demo data and API server on the shared emulators, and complete
 * the provided `stack` in place so `inject('stack')`, `useStackEnv()` and `useBrowserStack()` answer this
 * file's stack. Test files therefore run in parallel without sharing data or client addresses.
 */
const fileStack = await startFileStack(inject('emulators'));
Object.assign(inject('stack'), fileStack.info);

afterAll(() => fileStack.stop());

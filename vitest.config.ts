import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that take minutes each: the every-screen files (one per role). */
const LONG_FILES = /\/test\/e2e\/every-screen-[^/]+\.test\.ts$/;

/**
 * Vitest's order, with the few files known to take minutes first. Without timings of an earlier run (a
 * fresh CI machine has none) vitest runs the largest files first, which would leave the every-screen
 * files (short files, long runs) to the end, where one worker runs them while the other has nothing left.
 */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => LONG_FILES.test(f.moduleId);
    return [...sorted.filter(long), ...sorted.filter((f) => !long(f))];
  }
}

/**
 * Two projects:
 * - unit: pure and in-memory tests beside the code (x.test.ts), with coverage of shared/ enforced;
 * - stack: integration (x.int.test.ts, test/api, test/authz) and end-to-end (test/e2e) tests against the
 *   local emulators, which the global setup starts once on free ports and stops afterwards; each file
 *   gets its own table, user pool, bucket, demo data and API server, so files run in parallel.
 */
export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    coverage: {
      provider: 'v8',
      include: ['shared/src/**/*.ts'],
      exclude: ['shared/src/**/*.test.ts', 'shared/src/**/*.d.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,functions,infra,web}/**/*.test.{ts,tsx}', 'test/unit/**/*.test.ts'],
          // The PWA plugin's virtual module exists only in a Vite build with the plugin (web/pwa.ts).
          alias: {
            'virtual:pwa-register/react': fileURLToPath(
              new URL('./web/src/test/pwa-register-stub.ts', import.meta.url),
            ),
          },
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          setupFiles: ['test/setup/testing-library.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'stack',
          include: ['{functions,test}/**/*.int.test.ts', 'test/{api,authz,e2e}/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['test/setup/stack.ts'],
          setupFiles: ['test/setup/file-stack.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run in parallel, each with its own data and API server (test/setup/file-stack.ts). Wall time
          // on 2 shared cores, three rounds (s): one file at a time 100/92/75; 2 workers 78/75/56;
          // 3 workers 70/80/66; 4 workers 73/89 (more workers only fight over the CPU).
          maxWorkers: Number(process.env.STACK_WORKERS ?? 2),
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

/**
 * Two projects:
 * - unit: pure and in-memory tests beside the code (x.test.ts), with coverage of shared/ enforced;
 * - stack: integration (x.int.test.ts, test/api, test/authz) and end-to-end (test/e2e) tests against the
 *   local emulators, which the global setup starts once on free ports and stops afterwards; each file
 *   gets its own table, user pool, bucket, demo data and API server, so files run in parallel.
 */
export default defineConfig({
  test: {
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
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
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

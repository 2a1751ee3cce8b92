import { defineConfig } from 'vitest/config';

/**
 * Two projects:
 * - unit: pure and in-memory tests beside the code (x.test.ts), with coverage of shared/ enforced;
 * - stack: integration (x.int.test.ts, test/api, test/authz) and end-to-end (test/e2e) tests against the
 *   local emulators, which the global setup starts on free ports and stops afterwards.
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
          maxWorkers: Number(process.env.STACK_WORKERS ?? 3),
        },
      },
    ],
  },
});

import { join, resolve } from 'node:path';
import { config } from '../src/platform/config';
import { handler } from '../src/exports/jobs/export';
import { sharedPdfRenderer } from '../src/pdf/renderer';
import { bootstrapStack } from './bootstrap';
import { devPorts } from './ports';
import { DEFAULT_NAMES } from './stack';

/**
 * `npm run export:now`: runs the scheduled export job once against the running local stack (`npm start`,
 * same ports and `.local/` state), as the schedule would at this minute. Prints each run and its count.
 */
async function main(): Promise<void> {
  const root = resolve(import.meta.dirname, '../..');
  const ports = devPorts();
  const endpoints = {
    dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
    cognito: `http://127.0.0.1:${ports.cognito}`,
    refreshProxy: `http://127.0.0.1:${ports.refreshProxy}`,
    s3: `http://127.0.0.1:${ports.s3}`,
  };
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const boot = await bootstrapStack({
    endpoints,
    stateFile: join(root, '.local/stack.json'),
    ...DEFAULT_NAMES,
  });
  Object.assign(process.env, boot.env);
  config(true);
  try {
    const result = await handler({ scheduledAt: new Date().toISOString() });
    for (const r of result.runs)
      process.stdout.write(
        `Export run ${r.runId}: ${r.status}, ${r.exported} report(s) in exports/${r.runId}/\n`,
      );
  } finally {
    await sharedPdfRenderer().close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`Export failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);

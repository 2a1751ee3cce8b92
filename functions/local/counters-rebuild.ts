import { join, resolve } from 'node:path';
import { config } from '../src/platform/config';
import { rebuildCounters } from '../src/reports/data/counters-rebuild';
import { bootstrapStack } from './bootstrap';
import { devPorts } from './ports';
import { DEFAULT_NAMES } from './stack';

/**
 * `npm run counters:rebuild`: recounts the Admin dashboard's counters (issue 11) of the running local
 * stack (`npm start`, same ports and `.local/` state) from its data, and prints the figures. The seed
 * does the same at every start; this is for data loaded or changed while the stack runs.
 */
async function main(): Promise<void> {
  const root = resolve(import.meta.dirname, '../..');
  const ports = devPorts();
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const boot = await bootstrapStack({
    endpoints: {
      dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
      cognito: `http://127.0.0.1:${ports.cognito}`,
      refreshProxy: `http://127.0.0.1:${ports.refreshProxy}`,
      s3: `http://127.0.0.1:${ports.s3}`,
    },
    stateFile: join(root, '.local/stack.json'),
    ...DEFAULT_NAMES,
  });
  Object.assign(process.env, boot.env);
  config(true);
  const rebuilt = await rebuildCounters();
  const line = (name: string, c: typeof rebuilt.all) =>
    `${name}: ${c.activeUsers} active users, ${c.completed} series completed, ${c.inProgress} in progress, ${Object.keys(c.byType).length} series types\n`;
  process.stdout.write(line('Programme', rebuilt.all));
  for (const [id, c] of Object.entries(rebuilt.facilities)) process.stdout.write(line(`Facility ${id}`, c));
  process.stdout.write(`${rebuilt.written} counter items written, ${rebuilt.deleted} stale ones deleted.\n`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`Counters rebuild failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);

import { mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { startExportSchedule } from './export-schedule';
import { startEscalationSchedule } from './followup-schedule';
import { OUTBOX_PATH } from './outbox-page';
import { totpCode } from './totp';
import { DEV_PORTS, devPorts, type StackPorts } from './ports';
import { startLocalStack, type LocalStack } from './stack';
import { DEMO_PARTNER_USERS } from './partner-idp';
import { PARTNER_DEMO_MEMBER } from './seed-partner';

/**
 * `npm start` (or `tsx functions/local/start.ts [--clean]`): the whole stack on fixed local ports with
 * data kept under .local/. `--clean` wipes .local/ first. Ctrl-C stops everything.
 */
const root = resolve(import.meta.dirname, '../..');
const dataDir = resolve(root, '.local');
const webDir = resolve(root, 'web/dist');

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

async function checkPorts(ports: StackPorts): Promise<void> {
  for (const key of Object.keys(ports) as (keyof StackPorts)[]) {
    if (!(await portIsFree(ports[key]))) {
      throw new Error(
        `Port ${ports[key]} (${key}) is in use. Stop what uses it, or set ${DEV_PORTS[key].env} to another port.`,
      );
    }
  }
}

function printSummary(stack: LocalStack, startedMs: number): void {
  const lines = [
    '',
    `Circles is running at ${stack.apiUrl}  (ready in ${(startedMs / 1000).toFixed(1)} s; Ctrl-C stops it)`,
    `  DynamoDB ${stack.endpoints.dynamodb}   Cognito ${stack.endpoints.cognito} (browser: ${stack.endpoints.refreshProxy})   S3 ${stack.endpoints.s3}`,
    // Issue 24: the mails of the follow-up escalation job, caught locally (SES sends them in AWS).
    `  Caught mails (follow-up escalations): ${stack.apiUrl}${OUTBOX_PATH}  (JSON: ${stack.apiUrl}${OUTBOX_PATH}.json)`,
  ];
  if (!stack.webServed)
    lines.push('  web/dist is missing: only the API is served. Build the web app with `npm run build:web`.');
  if (stack.demo.length > 0) {
    const rows = [
      ['Role', 'Name', 'Sign in with', 'Password', 'Authenticator key (staff)'],
      ...stack.demo.map((d) => [d.role, d.name, d.login, d.password, d.totpSecret ?? '']),
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
    const format = (r: string[]): string =>
      ('  ' + r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')).trimEnd();
    lines.push(
      '',
      'Demo sign-ins (local only):',
      format(rows[0]!),
      '  ' + widths.map((w) => '-'.repeat(w)).join('  '),
      ...rows.slice(1).map(format),
      '',
      'Staff sign in with a second step (issue 21): the code is printed here when the sign-in asks for it,',
      'or add the key to an authenticator app (kept in .local/demo-totp.json between runs).',
    );
  }
  const partner = stack.webConfig.partner;
  if (partner) {
    // Issue 23: the demo partner organisation's own sign-in (functions/local/partner-idp.ts).
    const [linked, unlinked] = DEMO_PARTNER_USERS;
    lines.push(
      '',
      `Partner organisation sign-in (${partner.name}, demo server ${new URL(partner.signInUrl).origin}), on the sign-in screen:`,
      ...(linked ? [`  ${linked.email}  ${linked.password}  (linked to ${PARTNER_DEMO_MEMBER})`] : []),
      ...(unlinked ? [`  ${unlinked.email}  ${unlinked.password}  (linked to no account)`] : []),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

async function main(): Promise<void> {
  const began = Date.now();
  if (process.argv.includes('--clean')) {
    await rm(dataDir, { recursive: true, force: true });
    process.stdout.write('Removed .local/ (--clean): starting with fresh data.\n');
  }
  await mkdir(dataDir, { recursive: true });
  const ports = devPorts();
  await checkPorts(ports);
  process.stdout.write('Starting DynamoDB Local, cognito-local, s3rver and the API server...\n');
  // Issue 21: like cognito-local's text-message codes, the demo staff's authenticator code is printed here.
  const secrets = new Map<string, string>();
  const onTotpChallenge = (username: string): void => {
    const secret = secrets.get(username.toLowerCase());
    if (secret)
      process.stdout.write(`Authenticator code for ${username}: ${totpCode(secret)} (changes every 30 s)\n`);
  };
  const stack = await startLocalStack({ ports, dataDir, persistDynamo: true, webDir, onTotpChallenge });
  for (const d of stack.demo) {
    if (!d.totpSecret) continue;
    secrets.set(d.login.toLowerCase(), d.totpSecret);
    if (d.phone) secrets.set(d.phone, d.totpSecret);
  }
  // The scheduled exports (issue 12): the job's handler on an interval, as EventBridge Scheduler runs it.
  const exportSchedule = startExportSchedule();
  // Issue 24: overdue follow-ups move on, as the EventBridge schedule does in AWS. The mails' links open
  // this app (the job's default is the Vite dev server's address).
  process.env.CIRCLES_APP_URL ??= stack.apiUrl;
  const escalationSchedule = startEscalationSchedule();

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second Ctrl-C: leave now; the exit hook still kills the emulators.
      process.exit(130);
    }
    stopping = true;
    process.stdout.write(`\n${signal}: stopping...\n`);
    Promise.all([exportSchedule?.stop(), escalationSchedule?.stop()])
      .catch(() => undefined)
      .then(() => stack.stop())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  printSummary(stack, Date.now() - began);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Could not start the local stack: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});

import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { useStackEnv } from '../support/stack';

/**
 * `npm run create-admin` (docs/deploy.md: the first Admin of a deployed stack), run as a person runs it,
 * a process of its own, against this file's emulators: the outputs file names the table, pool, client
 * and bucket as `cdk deploy --outputs-file` writes them, and the emulators' endpoints stand in for AWS's.
 */
const stack = useStackEnv();
const dir = mkdtempSync(join(tmpdir(), 'create-admin-'));
const outputsFile = join(dir, 'cdk-outputs.json');
const root = resolve(import.meta.dirname, '../..');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeOutputs(): void {
  writeFileSync(
    outputsFile,
    JSON.stringify({
      Circles: {
        Region: stack.env.AWS_REGION,
        TableName: stack.env.TABLE_NAME,
        UserPoolId: stack.env.USER_POOL_ID,
        UserPoolClientId: stack.env.USER_POOL_CLIENT_ID,
        FilesBucketName: stack.env.FILES_BUCKET,
      },
    }),
  );
}

function createAdmin(args: string[], password: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...stack.env };
  delete env.CIRCLES_ADMIN_PASSWORD;
  if (password) env.CIRCLES_ADMIN_PASSWORD = password;
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'infra/bin/create-admin.ts'), '--outputs', outputsFile, ...args],
    { cwd: root, env, encoding: 'utf8', timeout: 60_000 },
  );
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('npm run create-admin', () => {
  const email = `First.Admin.${randomUUID().slice(0, 8)}@Example.org`;
  const password = 'First#Admin2026';

  it('refuses to run without a password in the environment, creating nobody', () => {
    writeOutputs();
    const run = createAdmin(['--email', email, '--name', 'Fay First'], undefined);
    expect(run.status).toBe(2);
    expect(run.out).toContain('Usage:');
  });

  it('creates an Admin who signs in (and must set up two-step sign-in first); a second run changes nothing', async () => {
    writeOutputs();
    const first = createAdmin(['--email', email, '--name', 'Fay First'], password);
    expect(first.status, first.out).toBe(0);

    const client = '198.51.100.7:443';
    const login = await callApi(stack.apiUrl, 'POST', '/api/users/login', {
      body: { emailOrPhone: email.toLowerCase(), password },
      client,
    });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const me = await callApi(stack.apiUrl, 'GET', '/api/users/validate', { token, client });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ role: 'Admin', email: email.toLowerCase() });
    expect(me.body.user.info.name).toBe('Fay First');
    // Staff set up an authenticator before anything else (issue 21).
    const users = await callApi(stack.apiUrl, 'GET', '/api/users', { token, client });
    expect(users.status).toBe(403);
    expect(users.body.error.code).toBe('MFA_SETUP_REQUIRED');

    const again = createAdmin(['--email', email, '--name', 'Someone Else'], 'Other#Pass2026');
    expect(again.status, again.out).toBe(0);
    expect(again.out).toContain('already exists');
    const still = await callApi(stack.apiUrl, 'POST', '/api/users/login', {
      body: { emailOrPhone: email.toLowerCase(), password },
      client,
    });
    expect(still.status).toBe(200);
    const after = await callApi(stack.apiUrl, 'GET', '/api/users/validate', {
      token: still.body.token as string,
      client,
    });
    expect(after.body.user.info.name).toBe('Fay First');
  }, 120_000);
});

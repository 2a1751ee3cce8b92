import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWebIfBundling } from '../lib/web-build';
import { cdkContext } from './fixtures';
import { removeTemporaryDirs, temporaryDir } from './nag';

afterAll(removeTemporaryDirs);

const repositoryRoot = resolve(import.meta.dirname, '../..');

interface Manifest {
  artifacts: Record<string, { type: string; environment?: string }>;
}

/**
 * Runs infra/bin/app.ts as `cdk synth` does (cdk.json's context and `-c` values in CDK_CONTEXT_JSON,
 * the cloud assembly in CDK_OUTDIR), without bundling, and returns the assembly's manifest and report.
 */
function synthApp(extraContext: Record<string, string>): { manifest: Manifest; report: string } {
  const outdir = temporaryDir('circles-app-synth-');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CDK_OUTDIR: outdir,
    CDK_CONTEXT_JSON: JSON.stringify({ ...cdkContext, bundle: 'false', ...extraContext }),
  };
  delete env.CDK_DEFAULT_ACCOUNT;
  delete env.CDK_DEFAULT_REGION;
  execFileSync(join(repositoryRoot, 'node_modules/.bin/tsx'), ['infra/bin/app.ts'], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return {
    manifest: JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as Manifest,
    report: readFileSync(join(outdir, 'validation-report.json'), 'utf8'),
  };
}

const stacksOf = (manifest: Manifest) =>
  Object.fromEntries(
    Object.entries(manifest.artifacts)
      .filter(([, a]) => a.type === 'aws:cloudformation:stack')
      .map(([id, a]) => [id, a.environment]),
  );

const findingsOf = (report: string) =>
  (
    JSON.parse(report) as { pluginReports?: { pluginName: string; violations?: { ruleName: string }[] }[] }
  ).pluginReports?.flatMap((p) => (p.violations ?? []).map((v) => `${p.pluginName}: ${v.ruleName}`)) ?? [];

describe('the CDK app (infra/bin/app.ts)', () => {
  it('synthesizes in the default region: Circles in ca-central-1 and its web ACL in us-east-1', () => {
    const { manifest, report } = synthApp({});
    expect(stacksOf(manifest)).toEqual({
      Circles: 'aws://111111111111/ca-central-1',
      CirclesEdge: 'aws://111111111111/us-east-1',
    });
    expect(findingsOf(report).filter((f) => !f.includes('no-web-build'))).toEqual([]);
  }, 180_000);

  it('synthesizes in us-east-1 as one stack holding the web ACL', () => {
    const { manifest, report } = synthApp({ region: 'us-east-1' });
    expect(stacksOf(manifest)).toEqual({ Circles: 'aws://111111111111/us-east-1' });
    expect(findingsOf(report).filter((f) => !f.includes('no-web-build'))).toEqual([]);
  }, 180_000);
});

describe('the web build before a synthesis', () => {
  it('builds the web app (site and print entry) in the repository root when bundling', () => {
    const runs: string[] = [];
    expect(
      buildWebIfBundling(true, '/repo', (c, args, cwd) => runs.push(`${cwd}: ${c} ${args.join(' ')}`)),
    ).toBe(true);
    expect(runs).toEqual(['/repo: npm run --silent build:web']);
  });

  it('skips it for a quick look at the template (bundle=false)', () => {
    const runs: string[] = [];
    expect(buildWebIfBundling(false, '/repo', () => runs.push('ran'))).toBe(false);
    expect(runs).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { areaFunction } from '../lib/area-function';
import { bundleFileOf, esbuildOptionsOf, shippedBundleOf } from '../lib/bundling';
import { cdkContext } from './fixtures';
import { Key } from 'aws-cdk-lib/aws-kms';

/*
 * The bundle tests (test/bundles) build every shipped function with `esbuildOptionsOf` from the options
 * CDK was given, instead of letting CDK bundle (which installs the PDF functions' packages with npm, two
 * minutes). This checks that the two builds are the same: CDK's own bundling of an area function and
 * `esbuildOptionsOf` make byte-identical JavaScript.
 */

const repositoryRoot = resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('the bundle tests build', () => {
  it("makes the same JavaScript as CDK's NodejsFunction bundling for an area function", async () => {
    const outdir = await mkdtemp(join(tmpdir(), 'circles-parity-'));
    dirs.push(outdir);
    const app = new App({ outdir, context: cdkContext });
    const stack = new Stack(app, 'Parity', { env: { account: '111111111111', region: 'ca-central-1' } });
    const fn = areaFunction(stack, 'public', 'parity', {
      bundle: true,
      functionsSrcDir: join(repositoryRoot, 'functions/src'),
      projectRoot: repositoryRoot,
      environment: {},
      memorySize: 512,
      timeout: Duration.seconds(10),
      logRetention: RetentionDays.ONE_DAY,
      encryptionKey: new Key(stack, 'Key'),
      reservedConcurrency: 1,
    });
    const assembly = app.synth();
    const shipped = shippedBundleOf(fn);
    expect(shipped?.entry).toBe(join(repositoryRoot, 'functions/src/public/entry.ts'));

    // The asset CDK staged for the function (its only asset).
    const manifest = JSON.parse(readFileSync(join(outdir, 'Parity.assets.json'), 'utf8')) as {
      files: Record<string, { source: { path: string } }>;
    };
    const asset = Object.values(manifest.files).find((f) => f.source.path.startsWith('asset.'))!;
    const file = bundleFileOf(shipped!.bundling);
    const cdkBuilt = await readFile(join(assembly.directory, asset.source.path, file), 'utf8');

    const ours = await build({
      ...esbuildOptionsOf(shipped!.bundling, shipped!.entry, join(outdir, 'ours', file)),
      write: false,
      logLevel: 'error',
    });
    const js = ours.outputFiles.find((f) => f.path.endsWith(file))!;
    expect(js.text).toBe(cdkBuilt);
  }, 120_000);
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks, NagPack } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { areas, bindings } from '@circles/functions/areas';
import { addCirclesStacks, type CirclesAppOptions } from '../lib/circles-app';
import { applyNagPacks } from '../lib/nag';
import { cdkContext } from './fixtures';

const temporaryDirs: string[] = [];

/** A directory under the system's temp directory, removed by `removeTemporaryDirs`. */
export function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}

/** Removes the directories `temporaryDir` made (web builds, cloud assemblies). */
export function removeTemporaryDirs(): void {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A stand-in web build (pages, print entry, an asset), so the app has every construct it deploys. */
export function fakeWebBuild(): string {
  const dist = temporaryDir('circles-nag-web-');
  mkdirSync(join(dist, 'assets'));
  for (const page of ['index.html', 'socialrisk.html', 'print.html'])
    writeFileSync(join(dist, page), '<!doctype html>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'export {};');
  return dist;
}

/** One finding of a validation plugin (a nag pack, or CDK's annotations) on one construct. */
export interface Finding {
  readonly plugin: string;
  readonly rule: string;
  readonly severity: string;
  readonly path: string;
}

interface ValidationReport {
  pluginReports?: {
    pluginName: string;
    violations?: { ruleName: string; severity: string; violatingConstructs?: { constructPath: string }[] }[];
  }[];
}

/** The app as bin/app.ts builds it (without bundling), with the packs applied as there. */
export function circlesApp(options: Partial<CirclesAppOptions> = {}): App {
  const outdir = temporaryDir('circles-nag-out-');
  // The report lands in the cloud assembly; the test reads it rather than the console.
  const app = new App({
    outdir,
    context: { ...cdkContext, '@aws-cdk/core:failSynthOnValidationErrors': false },
  });
  applyNagPacks(app);
  addCirclesStacks(app, {
    account: '111111111111',
    region: 'ca-central-1',
    bindings,
    areas,
    bundle: false,
    webDistDir: fakeWebBuild(),
    ...options,
  });
  return app;
}

/** Synthesizes the app and returns every finding its validation report holds (all unacknowledged). */
export function unacknowledgedFindings(app: App): Finding[] {
  const assembly = app.synth();
  const report = JSON.parse(
    readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8'),
  ) as ValidationReport;
  return (report.pluginReports ?? []).flatMap((plugin) =>
    (plugin.violations ?? []).flatMap((v) =>
      (v.violatingConstructs ?? []).map((c) => ({
        plugin: plugin.pluginName,
        rule: v.ruleName,
        severity: v.severity,
        path: c.constructPath,
      })),
    ),
  );
}

/**
 * What the packs would report if nothing were acknowledged, by rule id (with its subject) and construct
 * path. Reaches into cdk-nag's private `isAcknowledged`, which the packs consult for every finding.
 */
export function findingsIgnoringAcknowledgements(app: App): { rule: string; path: string }[] {
  const proto = NagPack.prototype as unknown as { isAcknowledged: () => boolean };
  const original = proto.isAcknowledged;
  proto.isAcknowledged = () => false;
  try {
    return [new AwsSolutionsChecks(), new HIPAASecurityChecks()].flatMap((pack) =>
      pack.validateScope(app).violations.flatMap((v) =>
        (v as unknown as { violatingResources: { constructPath: string }[] }).violatingResources.map((r) => ({
          rule: v.ruleName,
          path: r.constructPath,
        })),
      ),
    );
  } finally {
    proto.isAcknowledged = original;
  }
}

/** Every acknowledgement in the app: where, which finding id, and its reason. */
export function acknowledgements(app: App): { path: string; id: string; reason: string }[] {
  const all: { path: string; id: string; reason: string }[] = [];
  const visit = (c: IConstruct) => {
    for (const entry of c.node.metadata)
      if (entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>))
          all.push({ path: c.node.path, id: id.replace(/^annotation::/i, ''), reason });
    c.node.children.forEach(visit);
  };
  visit(app);
  return all;
}

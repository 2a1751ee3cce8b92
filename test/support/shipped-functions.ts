import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, symlink } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { App, CfnElement, type Stack } from 'aws-cdk-lib';
import { build } from 'esbuild';
import type { IConstruct } from 'constructs';
import { areas, bindings } from '@circles/functions/areas';
import {
  bundleFileOf,
  esbuildOptionsOf,
  shippedBundleOf,
  type ShippedBundle,
} from '../../infra/lib/bundling';
import { addCirclesStacks } from '../../infra/lib/circles-app';
import { cdkContext } from '../../infra/test/fixtures';

/*
 * What the deployed template holds, for the bundle tests (test/bundles): the app synthesized as
 * `npm run synth` makes it (bundling on, so every function has its deployed environment and bundling
 * options) but with CDK's own bundling skipped, and each of our functions then built from the very
 * entry and bundling options CDK was given (`infra/lib/bundling.ts` `esbuildOptionsOf`, its command
 * hooks, its `nodeModules`), into a directory laid out like the function's package.
 */

export const repositoryRoot = resolve(import.meta.dirname, '../..');

/** A JSON value of the template (a literal or an intrinsic function). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A Lambda function of the template built from our code. */
export interface ShippedFunction {
  logicalId: string;
  /** Its construct path (`Circles/Api/UsersFunction`). */
  path: string;
  handler: string;
  runtime: string;
  memorySize: number;
  timeoutSeconds: number;
  /** The environment as the template gives it (literals and intrinsics). */
  environment: Record<string, Json>;
  bundle: ShippedBundle;
}

/** A Lambda function of the template that CDK brings (a custom resource's handler). */
export interface OtherFunction {
  logicalId: string;
  path: string;
  runtime: string;
}

/** A route of the HTTP API: its key, whether the JWT authorizer guards it, the function it reaches. */
export interface ApiRoute {
  routeKey: string;
  authorized: boolean;
  functionId: string;
}

/** An EventBridge Scheduler schedule of the template and its target's input. */
export interface Schedule {
  functionId: string;
  input: string;
}

export interface SynthesizedApp {
  functions: ShippedFunction[];
  others: OtherFunction[];
  routes: ApiRoute[];
  schedules: Schedule[];
}

interface Resource {
  Type: string;
  Properties?: Record<string, Json>;
}

/** A template value as text (a literal string as it is). */
const text = (v: Json | undefined): string => (typeof v === 'string' ? v : JSON.stringify(v));

const asRecord = (v: Json | undefined): Record<string, Json> =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : {};

/** The logical id an intrinsic points at (`{ Ref: id }`, `{ 'Fn::GetAtt': [id, 'Arn'] }`), deep inside `v`. */
function referencedIds(v: Json | undefined): string[] {
  if (Array.isArray(v)) return v.flatMap(referencedIds);
  if (!v || typeof v !== 'object') return [];
  if (typeof v.Ref === 'string') return [v.Ref];
  const att = v['Fn::GetAtt'];
  if (Array.isArray(att) && typeof att[0] === 'string') return [att[0]];
  return Object.values(v).flatMap(referencedIds);
}

/** Every CloudFormation element of the stack by logical id. */
function elementsById(stack: Stack): Map<string, IConstruct> {
  const byId = new Map<string, IConstruct>();
  for (const c of stack.node.findAll()) {
    if (CfnElement.isCfnElement(c)) byId.set(stack.resolve(c.logicalId) as string, c);
  }
  return byId;
}

/**
 * Synthesizes the app as bin/app.ts does (ca-central-1, bundling on) into `outdir`, skipping CDK's
 * own bundling (the `aws:cdk:bundling-stacks` context, as `cdk deploy --exclusively` uses it), and
 * reads from the main stack its Lambda functions, HTTP API routes and schedules.
 */
export function synthesizeApp(outdir: string, webDistDir: string): SynthesizedApp {
  const app = new App({ outdir, context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
  const { stack } = addCirclesStacks(app, {
    account: '111111111111',
    region: 'ca-central-1',
    bindings,
    areas,
    bundle: true,
    webDistDir,
  });
  const template = app.synth().getStackByName(stack.stackName).template as {
    Resources: Record<string, Resource>;
  };
  const resources = template.Resources;
  const elements = elementsById(stack);
  const functions: ShippedFunction[] = [];
  const others: OtherFunction[] = [];
  for (const [logicalId, r] of Object.entries(resources)) {
    if (r.Type !== 'AWS::Lambda::Function') continue;
    const element = elements.get(logicalId);
    const props = r.Properties ?? {};
    const bundle = element?.node.scope ? shippedBundleOf(element.node.scope) : undefined;
    // The function construct's path (its CfnFunction is `<path>/Resource`).
    const path = (element?.node.scope ?? element)?.node.path ?? logicalId;
    if (!bundle) {
      others.push({ logicalId, path, runtime: text(props.Runtime) });
      continue;
    }
    functions.push({
      logicalId,
      path,
      handler: text(props.Handler),
      runtime: text(props.Runtime),
      memorySize: Number(props.MemorySize ?? 128),
      timeoutSeconds: Number(props.Timeout ?? 3),
      environment: asRecord(asRecord(props.Environment).Variables),
      bundle,
    });
  }
  const integrations = new Map<string, string>();
  for (const [id, r] of Object.entries(resources)) {
    if (r.Type === 'AWS::ApiGatewayV2::Integration')
      integrations.set(id, referencedIds(r.Properties?.IntegrationUri)[0] ?? '');
  }
  const routes: ApiRoute[] = Object.values(resources)
    .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
    .map((r) => ({
      routeKey: text(r.Properties?.RouteKey),
      authorized: r.Properties?.AuthorizationType === 'JWT',
      functionId: integrations.get(referencedIds(r.Properties?.Target)[0] ?? '') ?? '',
    }));
  const schedules: Schedule[] = Object.values(resources)
    .filter((r) => r.Type === 'AWS::Scheduler::Schedule')
    .map((r) => {
      const target = asRecord(r.Properties?.Target);
      return { functionId: referencedIds(target.Arn)[0] ?? '', input: text(target.Input) };
    });
  return { functions, others, routes, schedules };
}

/** Runs a command hook's commands as CDK's local bundling does: each with bash, in the project root. */
function runHook(commands: readonly string[] | undefined): void {
  for (const command of commands ?? [])
    execFileSync('bash', ['-c', command], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The installed copy of `name` nearest to `from` (node_modules lookup, as npm placed it from the lockfile). */
function installedPackage(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    const scope = name.startsWith('@') && !name.includes('/');
    if (existsSync(scope ? candidate : join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed (needed beside a bundle)`);
  }
}

/**
 * Builds one function into `taskRoot` as CDK's local bundling does (beforeBundling hook, esbuild with
 * the function's options, beforeInstall hook, its `nodeModules`, afterBundling hook). CDK installs the
 * `nodeModules` with `npm ci` from the lockfile; here they are links to the copies `npm ci` installed
 * in this repository (the same versions), which keeps the build offline and fast.
 */
export async function buildShippedFunction(fn: ShippedFunction, taskRoot: string): Promise<void> {
  const { entry, bundling } = fn.bundle;
  await mkdir(taskRoot, { recursive: true });
  runHook(bundling.commandHooks?.beforeBundling(repositoryRoot, taskRoot));
  await build({
    ...esbuildOptionsOf(bundling, entry, join(taskRoot, bundleFileOf(bundling))),
    logLevel: 'error',
  });
  if (bundling.nodeModules?.length) {
    runHook(bundling.commandHooks?.beforeInstall(repositoryRoot, taskRoot));
    for (const name of bundling.nodeModules) {
      const link = join(taskRoot, 'node_modules', name);
      await mkdir(dirname(link), { recursive: true });
      await symlink(installedPackage(name, dirname(entry)), link, 'dir');
    }
  }
  runHook(bundling.commandHooks?.afterBundling(repositoryRoot, taskRoot));
}

/**
 * What the Lambda Node.js runtime provides to every function: the AWS SDK v3 (`@aws-sdk/*`, which the
 * bundles leave external). Linked into `dir/node_modules`, above every function's directory, so a
 * bundle finds the SDK there and nothing else it did not ship.
 */
export async function provideRuntimeSdk(dir: string): Promise<void> {
  await mkdir(join(dir, 'node_modules'), { recursive: true });
  await symlink(
    installedPackage('@aws-sdk', join(repositoryRoot, 'functions')),
    join(dir, 'node_modules', '@aws-sdk'),
    'dir',
  );
}

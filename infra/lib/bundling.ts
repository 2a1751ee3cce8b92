import {
  NodejsFunction,
  OutputFormat,
  type BundlingOptions,
  type NodejsFunctionProps,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct, IConstruct } from 'constructs';
import type { BuildOptions } from 'esbuild';

/**
 * How every area function is bundled by esbuild: the one object CDK's NodejsFunction reads
 * (`nodejsBundling`), and the bundle budget test, the bench and the bundle tests read through it
 * (`esbuildOptionsOf`, checked byte for byte against CDK's own bundling by infra/test/bundle-parity),
 * so what they measure and run is what gets deployed.
 *
 * The AWS SDK v3 is left to the Lambda Node.js 24 runtime (`@aws-sdk/*` external). Bundled, it costs
 * 330-370 KB minified per function even with the credential chain cut out (README "Function bundles"),
 * which no area could fit in its 200 KB budget.
 */
export const functionBundling = {
  format: 'esm',
  target: 'node24',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  externalModules: ['@aws-sdk/*'],
  // Some CommonJS dependencies call require(); ESM output has none unless we provide it.
  banner:
    "import { createRequire as __circlesRequire } from 'module'; const require = __circlesRequire(import.meta.url);",
} as const;

/** `functionBundling` as CDK's NodejsFunction takes it (local esbuild, never Docker). */
export function nodejsBundling(): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: functionBundling.target,
    minify: functionBundling.minify,
    sourceMap: functionBundling.sourceMap,
    sourcesContent: functionBundling.sourcesContent,
    mainFields: [...functionBundling.mainFields],
    externalModules: [...functionBundling.externalModules],
    banner: functionBundling.banner,
    forceDockerBundling: false,
  };
}

/**
 * The `BundlingOptions` keys {@link esbuildOptionsOf} turns into esbuild options as CDK does. Any other
 * key (preCompilation, tsconfig, esbuildArgs, …) would change CDK's build in a way the tests' build
 * would not follow, so it is refused there rather than silently left out.
 */
const MIRRORED_KEYS = new Set<string>([
  'format',
  'target',
  'minify',
  'sourceMap',
  'sourcesContent',
  'mainFields',
  'externalModules',
  'nodeModules',
  'banner',
  'footer',
  'define',
  'loader',
  'keepNames',
  // Not esbuild options: the hooks are run by the caller around the build, Docker is never used.
  'commandHooks',
  'forceDockerBundling',
]);

/**
 * The esbuild build CDK's NodejsFunction runs for `bundling` and `entry` (its `--bundle` command line,
 * aws-lambda-nodejs `Bundling.buildEsbuildArgs`), written to `outfile`: the externals are
 * `externalModules` plus `nodeModules` (installed beside the bundle instead). The bundle tests build
 * every shipped function through it from the very options the function was given.
 */
export function esbuildOptionsOf(bundling: BundlingOptions, entry: string, outfile: string): BuildOptions {
  const unmirrored = Object.entries(bundling)
    .filter(([key, value]) => value !== undefined && !MIRRORED_KEYS.has(key))
    .map(([key]) => key);
  if (unmirrored.length > 0)
    throw new Error(`esbuildOptionsOf does not mirror CDK's bundling option(s) ${unmirrored.join(', ')}`);
  // CDK's defaults for these depend on the runtime and feature flags: ours always name them.
  if (!bundling.target || !bundling.externalModules)
    throw new Error('The bundling options must name their esbuild target and external modules');
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    ...(bundling.format ? { format: bundling.format } : {}),
    target: bundling.target,
    minify: bundling.minify ?? false,
    sourcemap: bundling.sourceMap ?? false,
    sourcesContent: bundling.sourcesContent ?? true,
    external: [...bundling.externalModules, ...(bundling.nodeModules ?? [])],
    ...(bundling.mainFields ? { mainFields: [...bundling.mainFields] } : {}),
    ...(bundling.banner ? { banner: { js: bundling.banner } } : {}),
    ...(bundling.footer ? { footer: { js: bundling.footer } } : {}),
    ...(bundling.define ? { define: { ...bundling.define } } : {}),
    ...(bundling.loader ? { loader: { ...bundling.loader } as BuildOptions['loader'] } : {}),
    ...(bundling.keepNames ? { keepNames: true } : {}),
  };
}

/** The file CDK's esbuild writes the bundle to (the handler `index.handler` loads it). */
export function bundleFileOf(bundling: BundlingOptions): string {
  return bundling.format === OutputFormat.ESM ? 'index.mjs' : 'index.js';
}

/** `functionBundling` as esbuild's build API takes it: what CDK runs for `entry`, written to `outfile`. */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return esbuildOptionsOf(nodejsBundling(), entry, outfile);
}

/** What a shipped function is built from: its entry and the bundling options CDK was given. */
export interface ShippedBundle {
  readonly entry: string;
  readonly bundling: BundlingOptions;
}

const shipped = new WeakMap<IConstruct, ShippedBundle>();

/**
 * A NodejsFunction that remembers its entry and bundling options, so the bundle tests build and run
 * exactly what CDK packages for it ({@link shippedBundleOf}). Every function of ours is made here.
 */
export function bundledFunction(
  scope: Construct,
  id: string,
  props: NodejsFunctionProps & { readonly entry: string; readonly bundling: BundlingOptions },
): NodejsFunction {
  const fn = new NodejsFunction(scope, id, props);
  shipped.set(fn, { entry: props.entry, bundling: props.bundling });
  return fn;
}

/** The entry and bundling of a function made by {@link bundledFunction}; undefined for any other. */
export function shippedBundleOf(fn: IConstruct): ShippedBundle | undefined {
  return shipped.get(fn);
}

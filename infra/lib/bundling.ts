import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

/**
 * How every area function is bundled by esbuild: the one object both CDK's NodejsFunction
 * (`nodejsBundling`) and the bundle budget test and bench (`esbuildOptions`) read, so the figures they
 * print are those of what gets deployed.
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

/** `functionBundling` as esbuild's build API takes it: what CDK runs for `entry`, written to `outfile`. */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: functionBundling.format,
    target: functionBundling.target,
    minify: functionBundling.minify,
    sourcemap: functionBundling.sourceMap,
    sourcesContent: functionBundling.sourcesContent,
    mainFields: [...functionBundling.mainFields],
    external: [...functionBundling.externalModules],
    banner: { js: functionBundling.banner },
  };
}

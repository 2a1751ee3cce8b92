import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Duration } from 'aws-cdk-lib';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { RouteDef } from '@circles/shared/api/define';

/** Where a contract route's handler lives: `functions/src/<file>.ts`, exporting `handler`. */
export interface RouteBinding {
  /** Module path relative to `functions/src/`, without extension (`handlers/users/get-user`). */
  readonly file: string;
}

/** How every route function is built. */
export interface RouteFunctionOptions {
  /** true: esbuild-bundle the handler; false: inline code (template tests, where bundling is slow). */
  readonly bundle: boolean;
  /** Absolute path of `functions/src`. */
  readonly functionsSrcDir: string;
  /** Absolute path of the repository root (holds package-lock.json). */
  readonly projectRoot: string;
  readonly environment: Record<string, string>;
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly logRetention: RetentionDays;
}

const runtime = Runtime.NODEJS_22_X;
const architecture = Architecture.ARM_64;

/** Template tests only (bundle: false): inline code in place of the bundled handler, which is slow to build. */
function unbundledCode(): Code {
  return Code.fromInline('exports.handler = async () => ({ statusCode: 500 });');
}

/**
 * One Lambda function for one contract route: Node.js 22 on arm64, bundled by the local esbuild as
 * minified ESM with source maps. The SDK is bundled too, so the versions we test are the versions
 * that run, and tree-shaking keeps cold starts short.
 */
export function routeFunction(
  scope: Construct,
  route: RouteDef,
  binding: RouteBinding,
  options: RouteFunctionOptions,
): LambdaFunction {
  const logGroup = new LogGroup(scope, `${route.name}Logs`, { retention: options.logRetention });
  const common = {
    description: `${route.method} ${route.path}`,
    runtime,
    architecture,
    memorySize: options.memorySize,
    timeout: options.timeout,
    logGroup,
  };
  const entry = join(options.functionsSrcDir, `${binding.file}.ts`);

  if (options.bundle && !existsSync(entry)) {
    throw new Error(
      `Route ${route.name} is bound to functions/src/${binding.file}.ts, which does not exist.`,
    );
  }
  if (options.bundle) {
    return new NodejsFunction(scope, route.name, {
      ...common,
      entry,
      handler: 'handler',
      projectRoot: options.projectRoot,
      depsLockFilePath: join(options.projectRoot, 'package-lock.json'),
      environment: { ...options.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        mainFields: ['module', 'main'],
        externalModules: [],
        // Some CommonJS dependencies call require(); ESM output has none unless we provide it.
        banner:
          "import { createRequire as __circlesRequire } from 'module'; const require = __circlesRequire(import.meta.url);",
        forceDockerBundling: false,
      },
    });
  }

  return new LambdaFunction(scope, route.name, {
    ...common,
    handler: 'index.handler',
    code: unbundledCode(),
    environment: options.environment,
  });
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Duration } from 'aws-cdk-lib';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { bundledFunction, nodejsBundling } from './bundling';
import { acknowledge, reasons } from './nag';
import { functionRole } from './roles';

/** How every area function is built. */
export interface AreaFunctionOptions {
  /** true: esbuild-bundle the area entry; false: inline code (template tests, where bundling is slow). */
  readonly bundle: boolean;
  /** Absolute path of `functions/src`. */
  readonly functionsSrcDir: string;
  /** Absolute path of the repository root (holds package-lock.json). */
  readonly projectRoot: string;
  readonly environment: Record<string, string>;
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly logRetention: RetentionDays;
  /** The stack's KMS key: the function's log group is encrypted with it. */
  readonly encryptionKey: IKey;
  /**
   * Executions the function may run at once, reserved for it and capped there: a flood of one area
   * cannot starve the others of the account's concurrency, nor push more parallel work onto the table
   * than this (see `reservedConcurrency` in api.ts).
   */
  readonly reservedConcurrency: number;
}

/** The latest Node.js runtime of Lambda that aws-cdk-lib offers (cdk-nag AwsSolutions-L1). */
export const runtime = Runtime.NODEJS_24_X;
const architecture = Architecture.ARM_64;

/** `users` → `Users`: the logical id stem of an area's resources. */
export function areaId(area: string): string {
  return area
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/** Template tests only (bundle: false): inline code in place of the bundled entry, which is slow to build. */
function unbundledCode(): Code {
  return Code.fromInline('exports.handler = async () => ({ statusCode: 500 });');
}

/**
 * The Lambda function of one API area, with its own encrypted log group and role: Node.js 24 on arm64, its entry
 * `functions/src/<area>/entry.ts` bundled by the local esbuild as `functionBundling` says (minified ESM,
 * source maps, the AWS SDK from the runtime). Every route of the area reaches this one function.
 */
export function areaFunction(
  scope: Construct,
  area: string,
  description: string,
  options: AreaFunctionOptions,
): LambdaFunction {
  const id = areaId(area);
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: options.logRetention,
    encryptionKey: options.encryptionKey,
  });
  const common = {
    description: `${area} area: ${description}`,
    runtime,
    architecture,
    memorySize: options.memorySize,
    timeout: options.timeout,
    logGroup,
    role: functionRole(scope, `${id}Role`, logGroup),
    reservedConcurrentExecutions: options.reservedConcurrency,
  };
  const entry = join(options.functionsSrcDir, area, 'entry.ts');

  if (options.bundle && !existsSync(entry)) {
    throw new Error(`Area ${area} has no entry: functions/src/${area}/entry.ts does not exist.`);
  }
  const fn = options.bundle
    ? bundledFunction(scope, `${id}Function`, {
        ...common,
        entry,
        handler: 'handler',
        projectRoot: options.projectRoot,
        depsLockFilePath: join(options.projectRoot, 'package-lock.json'),
        environment: { ...options.environment, NODE_OPTIONS: '--enable-source-maps' },
        bundling: nodejsBundling(),
      })
    : new LambdaFunction(scope, `${id}Function`, {
        ...common,
        handler: 'index.handler',
        code: unbundledCode(),
        environment: options.environment,
      });
  acknowledge(fn, {
    'HIPAA.Security-LambdaInsideVPC': reasons.lambdaOutsideVpc,
    'HIPAA.Security-LambdaDLQ': reasons.lambdaSynchronous,
  });
  return fn;
}

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { FunctionError, LambdaSandbox, buildLambdaRuntime } from './lambda-sandbox';
import { LocalHttpApi } from './lambda-api';
import { lambdaEnvironment, writeSandboxFontconfig, type SandboxPaths } from './lambda-env';
import {
  buildShippedFunction,
  provideRuntimeSdk,
  repositoryRoot,
  synthesizeApp,
  type ShippedFunction,
  type SynthesizedApp,
} from './shipped-functions';
import { useStackEnv, type StackInfo } from './stack';
import { startSecretsStandIn, type SecretsStandIn } from './secrets-stand-in';

/** The shipped functions of the template, built, with where each one runs. */
export interface ShippedBuild {
  app: SynthesizedApp;
  root: string;
  runtimeScript: string;
  paths: ReadonlyMap<string, SandboxPaths>;
  /** Seconds the synthesis and the builds took. */
  seconds: { synth: number; build: number };
}

/**
 * How long a local invocation may run: the function's timeout, but at least two minutes. This machine's
 * two cores are shared by parallel test files, so unpacking Chromium can take 5 times what it takes
 * in Lambda (3.5–4 s).
 */
const timeoutMsOf = (fn: ShippedFunction) => Math.max(fn.timeoutSeconds * 1000, 120_000);

/**
 * Synthesizes the app and builds every function of ours into a temp directory laid out like Lambda's
 * (`<root>/<logicalId>/task` its package, `<root>/<logicalId>/tmp` its /tmp, `<root>/node_modules` the
 * runtime's AWS SDK). Needs the web build (the PDF functions package its print entry).
 */
export async function buildShippedFunctions(): Promise<ShippedBuild> {
  const webDist = join(repositoryRoot, 'web/dist');
  if (!existsSync(join(webDist, 'print.html')))
    throw new Error(
      'web/dist/print.html is missing: run `npm run build:web` (the PDF functions package it).',
    );
  const root = await mkdtemp(join(tmpdir(), 'circles-bundles-'));
  try {
    let t = performance.now();
    const app = synthesizeApp(join(root, 'cdk.out'), webDist);
    const synth = (performance.now() - t) / 1000;
    t = performance.now();
    await provideRuntimeSdk(root);
    const runtimeScript = await buildLambdaRuntime(root);
    const paths = new Map<string, SandboxPaths>();
    for (const fn of app.functions) {
      const dir = join(root, fn.logicalId);
      const where = {
        taskRoot: join(dir, 'task'),
        tmpDir: join(dir, 'tmp'),
        fontconfigDir: join(dir, 'fontconfig'),
      };
      await buildShippedFunction(fn, where.taskRoot);
      await mkdir(where.tmpDir, { recursive: true });
      await writeSandboxFontconfig(where);
      paths.set(fn.logicalId, where);
    }
    return { app, root, runtimeScript, paths, seconds: { synth, build: (performance.now() - t) / 1000 } };
  } catch (err) {
    await rm(root, { recursive: true, force: true });
    throw err;
  }
}
/** The running functions of a test file, and the API Gateway in front of them. */
export interface ShippedStack {
  stack(): StackInfo;
  api(): LocalHttpApi;
  /** The warm instance of a function, by logical id (throws with its init error if it did not load). */
  sandbox(logicalId: string): LambdaSandbox;
  /** Why a function could not load, if it could not. */
  initError(logicalId: string): Error | undefined;
}

/**
 * For a bundle test file: before its tests, start every built function (its init phase) with its
 * deployed environment pointed at this file's emulated table, pool and bucket; after them, stop them all
 * and remove the build. `originVerify` plays the secret CloudFront and the functions share.
 */
export function useShippedStack(built: ShippedBuild, originVerify: string): ShippedStack {
  let stack: StackInfo | undefined;
  let api: LocalHttpApi | undefined;
  const sandboxes = new Map<string, LambdaSandbox>();
  const errors = new Map<string, Error>();

  let secrets: SecretsStandIn | undefined;

  beforeAll(async () => {
    stack = useStackEnv();
    const env = stack.env;
    // The origin secret the functions read from Secrets Manager at run time (its ARN in the template).
    const originSecretArn = `arn:aws:secretsmanager:${env.AWS_REGION!}:000000000000:secret:origin-verify-bundles`;
    secrets = await startSecretsStandIn({ [originSecretArn]: originVerify });
    const resolved = {
      TABLE_NAME: env.TABLE_NAME!,
      USER_POOL_ID: env.USER_POOL_ID!,
      USER_POOL_CLIENT_ID: env.USER_POOL_CLIENT_ID!,
      FILES_BUCKET: env.FILES_BUCKET!,
      ORIGIN_VERIFY_SECRET_ARN: originSecretArn,
      // The rotation function's CloudFront distribution (it is loaded, not run: no CloudFront here).
      DISTRIBUTION_ID: 'EBUNDLETEST0001',
      // Issue 24: the site the follow-up escalation mails link to (the distribution's name in AWS).
      CIRCLES_APP_URL: 'https://dbundletest0001.cloudfront.net',
    };
    const runtime = {
      region: env.AWS_REGION!,
      accessKeyId: env.AWS_ACCESS_KEY_ID!,
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY!,
    };
    // Only here: where the emulators listen (config.ts reads them; unset in AWS).
    const local = {
      DYNAMODB_ENDPOINT: env.DYNAMODB_ENDPOINT!,
      COGNITO_ENDPOINT: env.COGNITO_ENDPOINT!,
      S3_ENDPOINT: env.S3_ENDPOINT!,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.url,
      // The renderer's limit (20 s in AWS, browser start included), raised for the same shared CPU.
      PDF_RENDER_TIMEOUT_MS: '90000',
      // Node 20 runs the bundles here (Lambda runs 22): the SDK's notice about it would only be noise.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    await Promise.all(
      built.app.functions.map(async (fn) => {
        const where = built.paths.get(fn.logicalId)!;
        try {
          const sandbox = await LambdaSandbox.start({
            name: fn.path,
            handler: fn.handler,
            taskRoot: where.taskRoot,
            environment: lambdaEnvironment(fn, where, resolved, runtime, local),
            timeoutMs: timeoutMsOf(fn),
            runtimeScript: built.runtimeScript,
          });
          sandboxes.set(fn.logicalId, sandbox);
        } catch (err) {
          errors.set(fn.logicalId, err instanceof Error ? err : new Error(String(err)));
        }
      }),
    );
    api = new LocalHttpApi(
      built.app.routes,
      (functionId, event) => sandboxOf(functionId).invoke(event),
      { issuer: env.JWT_ISSUER!, jwksUri: env.JWKS_URI!, clientId: env.USER_POOL_CLIENT_ID! },
      originVerify,
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all([...sandboxes.values()].map((s) => s.stop()));
    await secrets?.close();
    await rm(built.root, { recursive: true, force: true });
  }, 60_000);

  function sandboxOf(logicalId: string): LambdaSandbox {
    const sandbox = sandboxes.get(logicalId);
    if (sandbox) return sandbox;
    throw (
      errors.get(logicalId) ??
      new FunctionError(logicalId, { name: 'NotStarted', message: 'not started' }, '')
    );
  }

  return {
    stack: () => stack ?? notReady('stack'),
    api: () => api ?? notReady('api'),
    sandbox: sandboxOf,
    initError: (logicalId) => errors.get(logicalId),
  };
}

function notReady(what: string): never {
  throw new Error(`${what} is not ready: call it inside a test or hook`);
}

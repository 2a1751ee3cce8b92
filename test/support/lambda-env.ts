import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShippedFunction } from './shipped-functions';

/*
 * The process environment of a shipped function run locally (test/bundles): Lambda's own variables,
 * the template's, and the few that only the local run needs; Lambda's paths (/var/task, /tmp) are the
 * sandbox's directories.
 */

/** Where one function runs locally: its package (Lambda's /var/task) and its own temp directory (/tmp). */
export interface SandboxPaths {
  taskRoot: string;
  tmpDir: string;
  /** Holds the fontconfig file of {@link writeSandboxFontconfig}. */
  fontconfigDir: string;
}

/**
 * `@sparticuz/chromium`'s fonts.conf, its Lambda paths moved into the sandbox. The package unpacks its
 * fonts into the temp directory but its fonts.conf names /tmp/fonts (and /var/task/fonts, /opt/fonts)
 * literally: with the function's /tmp elsewhere, Chromium found no font and printed text in fonts it
 * does not ship came out empty. The package sets FONTCONFIG_PATH only when it is unset, so the sandbox
 * points it here ({@link lambdaEnvironment}).
 */
export async function writeSandboxFontconfig(where: SandboxPaths): Promise<void> {
  await mkdir(where.fontconfigDir, { recursive: true });
  const conf = [
    '<?xml version="1.0" ?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    `  <dir>${where.taskRoot}/.fonts</dir>`,
    `  <dir>${where.taskRoot}/fonts</dir>`,
    '  <dir>/opt/fonts</dir>',
    `  <dir>${where.tmpDir}/fonts</dir>`,
    `  <cachedir>${where.tmpDir}/fonts-cache/</cachedir>`,
    '  <config></config>',
    '</fontconfig>',
  ];
  await writeFile(join(where.fontconfigDir, 'fonts.conf'), `${conf.join('\n')}\n`);
}

/** A literal path of the template inside the sandbox: /var/task and /tmp are the function's own. */
function sandboxPath(value: string, where: SandboxPaths): string {
  for (const [lambdaPath, local] of [
    ['/var/task', where.taskRoot],
    ['/tmp', where.tmpDir],
  ] as const) {
    if (value === lambdaPath || value.startsWith(`${lambdaPath}/`))
      return local + value.slice(lambdaPath.length);
  }
  return value;
}

/**
 * The environment of a function's process as Lambda makes it: the runtime's own variables (region,
 * credentials, function name and memory, AWS_EXECUTION_ENV, LAMBDA_TASK_ROOT, TZ), then every variable
 * the template gives the function, literals as they are (paths under /var/task and /tmp moved into the
 * sandbox) and references from `resolved` (the emulators' table, pool, bucket…). A variable the template
 * sets by reference that `resolved` does not know fails: the test must learn of every new one.
 * `local` adds what only the local run needs (the emulators' endpoints); FONTCONFIG_PATH is the
 * sandbox's too ({@link writeSandboxFontconfig}).
 */
export function lambdaEnvironment(
  fn: ShippedFunction,
  where: SandboxPaths,
  resolved: Readonly<Record<string, string>>,
  runtime: { region: string; accessKeyId: string; secretAccessKey: string },
  local: Readonly<Record<string, string>>,
): Record<string, string> {
  const name = fn.path.replaceAll('/', '-');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    LANG: 'en_US.UTF-8',
    TZ: ':UTC',
    AWS_REGION: runtime.region,
    AWS_DEFAULT_REGION: runtime.region,
    AWS_ACCESS_KEY_ID: runtime.accessKeyId,
    AWS_SECRET_ACCESS_KEY: runtime.secretAccessKey,
    AWS_LAMBDA_FUNCTION_NAME: name,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memorySize),
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${name}`,
    AWS_EXECUTION_ENV: `AWS_Lambda_${fn.runtime}`,
    LAMBDA_TASK_ROOT: where.taskRoot,
    FONTCONFIG_PATH: where.fontconfigDir,
    ...local,
  };
  for (const [key, value] of Object.entries(fn.environment)) {
    if (typeof value === 'string') env[key] = sandboxPath(value, where);
    else if (resolved[key] !== undefined) env[key] = resolved[key];
    else
      throw new Error(
        `The template gives ${fn.path} ${key} = ${JSON.stringify(value)}: give the bundle test its emulator value`,
      );
  }
  return env;
}

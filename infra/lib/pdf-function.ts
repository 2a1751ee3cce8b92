import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Size } from 'aws-cdk-lib';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Code, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { runtime } from './area-function';
import { bundledFunction, nodejsBundling } from './bundling';
import { acknowledge, reasons } from './nag';
import { functionRole } from './roles';

/**
 * The PDF function (ARCHITECTURE.md 'PDFs', LOCAL.md 'Chromium'): headless Chromium from
 * `@sparticuz/chromium`, whose npm build is x86-64 only, so this one function is `X86_64` while the
 * other areas stay arm64. 1600 MB (Chromium needs at least 512 MB; more memory is also more CPU, which
 * is what a render waits on), 30 s (a cold start unpacks ~200 MB in 3.5–4 s before the browser starts),
 * 1 GB of /tmp (the unpacked browser, its fonts and a profile per browser). Chromium and puppeteer-core
 * are installed into the asset as packages (esbuild cannot bundle Chromium's compressed binaries), and
 * the built print entry (`web/dist`) is copied beside the handler as `print/`.
 */

/** The API area whose function is this one (functions/src/areas.ts `areas.pdf`). */
export const PDF_AREA = 'pdf';

/** Key prefix of the on-demand PDFs (functions/src/pdf/pdf.ts `pdfObjectKey`); they expire in a day. */
export const PDF_OBJECT_PREFIX = 'pdf/';

/** Where the print entry lands in the function (the renderer reads `PRINT_ASSETS_DIR`). */
export const PRINT_ASSETS_IN_LAMBDA = '/var/task/print';

export interface PdfFunctionProps {
  /** The function's entry (`functions/src/<area>/entry.ts`). */
  readonly entry: string;
  /** true: bundle the entry with esbuild; false: inline code (template tests). */
  readonly bundle: boolean;
  /** The repository root (holds package-lock.json). */
  readonly projectRoot: string;
  /** The web build holding the print entry (`web/dist`). */
  readonly webDistDir: string;
  readonly environment?: Record<string, string>;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  readonly ephemeralStorage?: Size;
  readonly logRetention?: RetentionDays;
  /** The function's description (default: the pdf area's). */
  readonly description?: string;
  /** The stack's KMS key: the log group is encrypted with it. */
  readonly encryptionKey: IKey;
  /** Executions reserved for the function and its cap (each one is a Chromium of up to 1600 MB). */
  readonly reservedConcurrency: number;
  /**
   * Where Lambda puts an asynchronous invocation that failed every attempt.
   * @default - none: the function is invoked synchronously (the API's PDF area)
   */
  readonly deadLetterQueue?: IQueue;
}

/** Packages installed into the asset instead of bundled. */
export const PDF_NODE_MODULES = ['@sparticuz/chromium', 'puppeteer-core'] as const;

/**
 * The bundling of the PDF function: the areas' options, with Chromium and puppeteer-core installed as
 * packages and the print entry (its page and the build's assets, without the precompressed copies)
 * copied in after bundling.
 */
export function pdfBundling(webDistDir: string): BundlingOptions {
  const base = nodejsBundling();
  return {
    ...base,
    nodeModules: [...PDF_NODE_MODULES],
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir: string, outputDir: string) => [
        `mkdir -p "${outputDir}/print"`,
        `cp "${webDistDir}/print.html" "${outputDir}/print/print.html"`,
        `cp -R "${webDistDir}/assets" "${outputDir}/print/assets"`,
        `find "${outputDir}/print" \\( -name '*.br' -o -name '*.gz' -o -name '*.map' \\) -delete`,
      ],
    },
  };
}

export class PdfFunction extends Construct {
  readonly function: LambdaFunction;

  constructor(scope: Construct, id: string, props: PdfFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      encryptionKey: props.encryptionKey,
    });
    const environment = {
      ...props.environment,
      PRINT_ASSETS_DIR: PRINT_ASSETS_IN_LAMBDA,
      // @sparticuz/chromium's fonts.conf looks in /tmp/fonts: the temp directory must stay /tmp.
      TMPDIR: '/tmp',
    };
    const common = {
      description:
        props.description ?? 'pdf area: report, module and chapter PDFs rendered in headless Chromium',
      runtime,
      architecture: Architecture.X86_64,
      memorySize: props.memorySize ?? 1600,
      timeout: props.timeout ?? Duration.seconds(30),
      ephemeralStorageSize: props.ephemeralStorage ?? Size.mebibytes(1024),
      logGroup,
      role: functionRole(this, 'Role', logGroup),
      reservedConcurrentExecutions: props.reservedConcurrency,
      ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue } : {}),
    };
    if (!props.bundle) {
      this.function = new LambdaFunction(this, 'Function', {
        ...common,
        handler: 'index.handler',
        code: Code.fromInline('exports.handler = async () => ({ statusCode: 500 });'),
        environment,
      });
      this.acknowledge(props);
      return;
    }
    if (!existsSync(props.entry))
      throw new Error(`The PDF function has no entry: ${props.entry} does not exist.`);
    if (!existsSync(join(props.webDistDir, 'print.html'))) {
      throw new Error(
        `The print entry is not built: run \`npm run build:web\` (${props.webDistDir}/print.html).`,
      );
    }
    this.function = bundledFunction(this, 'Function', {
      ...common,
      entry: props.entry,
      handler: 'handler',
      projectRoot: props.projectRoot,
      depsLockFilePath: join(props.projectRoot, 'package-lock.json'),
      environment: { ...environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: pdfBundling(props.webDistDir),
    });
    this.acknowledge(props);
  }

  private acknowledge(props: PdfFunctionProps): void {
    acknowledge(this.function, {
      'HIPAA.Security-LambdaInsideVPC': reasons.lambdaOutsideVpc,
      ...(props.deadLetterQueue ? {} : { 'HIPAA.Security-LambdaDLQ': reasons.lambdaSynchronous }),
    });
  }
}

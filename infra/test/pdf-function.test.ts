import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { Key } from 'aws-cdk-lib/aws-kms';
import { PdfFunction, pdfBundling, PRINT_ASSETS_IN_LAMBDA } from '../lib/pdf-function';
import { cdkContext, resourcesOf, statementsOfFunction, synthCircles } from './fixtures';

function pdfStack(props: Partial<ConstructorParameters<typeof PdfFunction>[2]> = {}): Template {
  const stack = new Stack(new App({ context: cdkContext }), 'PdfTest', {
    env: { account: '111111111111', region: 'ca-central-1' },
  });
  new PdfFunction(stack, 'Pdf', {
    entry: join(tmpdir(), 'no-entry.ts'),
    bundle: false,
    projectRoot: tmpdir(),
    webDistDir: join(tmpdir(), 'no-web-build'),
    environment: { TABLE_NAME: 'table' },
    encryptionKey: new Key(stack, 'Key'),
    reservedConcurrency: 5,
    ...props,
  });
  return Template.fromStack(stack);
}

describe('the PDF function', () => {
  it('runs Chromium on x86_64 with 1600 MB, 30 s and 1 GB of /tmp on Node.js 24', () => {
    pdfStack().hasResourceProperties('AWS::Lambda::Function', {
      Architectures: ['x86_64'],
      MemorySize: 1600,
      Timeout: 30,
      EphemeralStorage: { Size: 1024 },
      Runtime: 'nodejs24.x',
      ReservedConcurrentExecutions: 5,
      Environment: {
        Variables: Match.objectLike({
          PRINT_ASSETS_DIR: PRINT_ASSETS_IN_LAMBDA,
          TMPDIR: '/tmp',
          TABLE_NAME: 'table',
        }),
      },
    });
  });

  it('has an encrypted log group with a retention', () => {
    pdfStack().hasResourceProperties('AWS::Logs::LogGroup', {
      RetentionInDays: 30,
      KmsKeyId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Key'), 'Arn'] },
    });
  });

  it('takes another memory size and timeout', () => {
    pdfStack({ memorySize: 2048, timeout: Duration.seconds(60) }).hasResourceProperties(
      'AWS::Lambda::Function',
      {
        MemorySize: 2048,
        Timeout: 60,
      },
    );
  });

  it('refuses to bundle without its entry or without the built print entry', () => {
    expect(() => pdfStack({ bundle: true })).toThrow(/has no entry/);
    expect(() => pdfStack({ bundle: true, entry: import.meta.filename })).toThrow(/npm run build:web/);
  });
});

describe('the PDF function bundle', () => {
  const bundling = pdfBundling('/repo/web/dist');

  it('installs Chromium and puppeteer-core as packages and keeps the SDK external', () => {
    expect(bundling.nodeModules).toEqual(['@sparticuz/chromium', 'puppeteer-core']);
    expect(bundling.externalModules).toContain('@aws-sdk/*');
  });

  it('copies the print entry beside the handler, without precompressed copies', () => {
    const commands = bundling.commandHooks?.afterBundling('/in', '/out') ?? [];
    expect(commands).toEqual([
      'mkdir -p "/out/print"',
      'cp "/repo/web/dist/print.html" "/out/print/print.html"',
      'cp -R "/repo/web/dist/assets" "/out/print/assets"',
      `find "/out/print" \\( -name '*.br' -o -name '*.gz' -o -name '*.map' \\) -delete`,
    ]);
    expect(bundling.commandHooks?.beforeBundling('/in', '/out')).toEqual([]);
    expect(bundling.commandHooks?.beforeInstall('/in', '/out')).toEqual([]);
  });
});

describe('the PDF function in the stack', () => {
  const { main } = synthCircles();
  const functions = resourcesOf(main, 'AWS::Lambda::Function');
  const pdfEntry = Object.entries(functions).find(([, r]) =>
    typeof r.Properties.Description === 'string' ? r.Properties.Description.startsWith('pdf area') : false,
  );

  it('serves the pdf area on x86_64 with 1600 MB, 30 s and 1 GB of /tmp', () => {
    expect(pdfEntry).toBeDefined();
    expect(pdfEntry![1].Properties).toMatchObject({
      Architectures: ['x86_64'],
      MemorySize: 1600,
      Timeout: 30,
      EphemeralStorage: { Size: 1024 },
    });
    // Every other area stays arm64.
    const others = Object.entries(functions).filter(
      ([id, r]) =>
        id !== pdfEntry![0] &&
        typeof r.Properties.Description === 'string' &&
        r.Properties.Description.includes(' area: '),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const [, r] of others) expect(r.Properties.Architectures).toEqual(['arm64']);
  });

  it('may only write and read pdf/ objects of the files bucket, never delete', () => {
    const statements = statementsOfFunction(main, pdfEntry![0]);
    const s3 = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
    expect(s3.length).toBeGreaterThan(0);
    for (const s of s3) {
      const actions = [s.Action].flat();
      expect(actions.some((a) => a.includes('Delete'))).toBe(false);
      const objectArns = JSON.stringify(s.Resource);
      if (actions.some((a) => a.startsWith('s3:PutObject'))) expect(objectArns).toContain('/pdf/*');
    }
    expect(JSON.stringify(s3)).not.toContain('s3:DeleteObject');
  });

  it('raises an alarm on any error of the PDF function', () => {
    main.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Threshold: 1,
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: pdfEntry![0] } }],
    });
  });

  it('lets the on-demand PDFs expire after a day', () => {
    main.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Id: 'OnDemandPdfs', Prefix: 'pdf/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      },
    });
  });
});

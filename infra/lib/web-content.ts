import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, RemovalPolicy, Stack, type DefaultStackSynthesizer } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { acknowledge, reasons } from './nag';
import { ManagedPolicyRole } from './roles';
import type { Web, WebProps } from './web';

/**
 * Files deployed with `no-cache` (always revalidated) rather than as immutable assets: the entry pages,
 * and the service worker's script, whose name stays the same from one version to the next (web/pwa.ts).
 */
export const REVALIDATED = ['*.html', 'sw.js'] as const;

/**
 * The site's content in the web bucket: the built app (hashed assets kept a year, entry pages and
 * config.json always revalidated), deployed by aws-cdk-lib's BucketDeployment with a role of ours and
 * an encrypted log group, under the Web construct.
 */
export function deployWebContent(web: Web, props: WebProps): void {
  const built = existsSync(join(props.webDistDir, 'index.html'));
  // aws-cdk-lib's deployment handler (one function for both deployments): our role, whose grants
  // land in a managed policy, and an encrypted log group.
  const logGroup = new LogGroup(web, 'DeployLogs', {
    retention: RetentionDays.ONE_MONTH,
    encryptionKey: props.encryptionKey,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new ManagedPolicyRole(web, 'DeployRole', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: "Role of aws-cdk-lib's BucketDeployment handler for the web bucket",
  });
  logGroup.grantWrite(role);
  const handler = { role, logGroup };
  // Hashed assets first, kept for a year; then the entry pages, sw.js and config.json, always revalidated.
  // No pruning: an old page still open in a browser keeps finding its assets.
  const assets = built
    ? new BucketDeployment(web, 'DeployAssets', {
        // The build's precompressed .br/.gz copies are for the local server: CloudFront compresses itself.
        sources: [Source.asset(props.webDistDir, { exclude: [...REVALIDATED, '*.br', '*.gz'] })],
        destinationBucket: web.bucket,
        prune: false,
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
        memoryLimit: 512,
        ...handler,
      })
    : undefined;
  if (!built) {
    Annotations.of(web).addWarningV2(
      'circles:no-web-build',
      `${props.webDistDir} has no build: only config.json is deployed. Run npm run build:web first.`,
    );
  }
  const entries = new BucketDeployment(web, 'DeployEntries', {
    sources: [
      ...(built
        ? [Source.asset(props.webDistDir, { exclude: ['*', ...REVALIDATED.map((f) => `!${f}`)] })]
        : []),
      Source.jsonData('config.json', props.runtimeConfig),
    ],
    destinationBucket: web.bucket,
    prune: false,
    cacheControl: [CacheControl.noCache()],
    distribution: web.distribution,
    distributionPaths: ['/*'],
    memoryLimit: 512,
    ...handler,
  });
  if (assets) entries.node.addDependency(assets);
  acknowledgeDeployment(web, role);
}

/** The findings of aws-cdk-lib's BucketDeployment: its handler and the grants it gives itself. */
function acknowledgeDeployment(web: Web, role: ManagedPolicyRole): void {
  const stack = Stack.of(web);
  const handler = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (handler)
    acknowledge(handler, {
      'AwsSolutions-L1': reasons.cdkInternalLambdaRuntime,
      'HIPAA.Security-LambdaInsideVPC': reasons.deployTimeHandler,
      'HIPAA.Security-LambdaDLQ': `${reasons.deployTimeHandler} A failure fails the deployment, which CloudFormation rolls back.`,
      'HIPAA.Security-LambdaConcurrency': `${reasons.deployTimeHandler} It runs once per deployment.`,
    });
  const bucketId = stack.resolve(stack.getLogicalId(web.bucket.node.defaultChild as CfnBucket)) as string;
  const synthesizer = stack.synthesizer as Partial<DefaultStackSynthesizer>;
  const assets = `cdk-${synthesizer.bootstrapQualifier ?? 'hnb659fds'}-assets-${stack.account}-${stack.region}`;
  const grant =
    "aws-cdk-lib's BucketDeployment grants its handler these to copy the build from the CDK asset bucket into the web bucket and to remove replaced objects; both buckets hold only the public web build.";
  acknowledge(role, {
    'AwsSolutions-IAM5[Action::s3:GetObject*]': grant,
    'AwsSolutions-IAM5[Action::s3:GetBucket*]': grant,
    'AwsSolutions-IAM5[Action::s3:List*]': grant,
    'AwsSolutions-IAM5[Action::s3:DeleteObject*]': grant,
    'AwsSolutions-IAM5[Action::s3:Abort*]': grant,
    [`AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`]: grant,
    [`AwsSolutions-IAM5[Resource::arn:${stack.partition}:s3:::${assets}/*]`]: grant,
    'AwsSolutions-IAM5[Resource::*]':
      "aws-cdk-lib's BucketDeployment grants its handler cloudfront:CreateInvalidation and GetInvalidation on every distribution, to invalidate this one after a deployment; they cannot read or change any content.",
  });
}

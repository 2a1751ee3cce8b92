import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * Runs the cdk-nag AwsSolutions and HIPAA Security packs on every synthesis of the app (`cdk synth`,
 * `cdk deploy`, the infra tests): an unacknowledged error stops the synthesis; the tests also fail on
 * unacknowledged warnings (infra/test/nag.test.ts).
 */
export function applyNagPacks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new HIPAASecurityChecks(app));
}

/**
 * Acknowledges cdk-nag findings on a construct and everything under it, one finding id → its reason.
 * Findings with a subject are named in full (`AwsSolutions-IAM5[Resource::<Bucket.Arn>/notes/*]`), so
 * an acknowledged wildcard does not cover another one added later.
 */
export function acknowledge(scope: IConstruct, findings: Readonly<Record<string, string>>): void {
  for (const [id, reason] of Object.entries(findings)) Validations.of(scope).acknowledge({ id, reason });
}

/** Reasons shared by several constructs. */
export const reasons = {
  lambdaOutsideVpc:
    'The function reaches only AWS service endpoints (DynamoDB, S3, Cognito, Secrets Manager, KMS) over TLS with IAM-signed requests; it has no private network resource to reach, so a VPC would add NAT or endpoint cost and cold-start latency without narrowing what it can touch (IAM does that).',
  lambdaSynchronous:
    'Invoked synchronously by API Gateway: a failure is answered to the caller (5xx, alarmed by Api5xx) and Lambda queues nothing, so a dead-letter queue would stay empty.',
  cdkInternalLambdaRuntime:
    "The runtime of aws-cdk-lib's own deploy-time handler, chosen by CDK; it moves forward with aws-cdk-lib upgrades.",
  deployTimeHandler:
    'A CloudFormation custom-resource handler of aws-cdk-lib, run only during a deployment and answering CloudFormation itself; it handles no requests or health data.',
  objectPrefix: (prefix: string) =>
    `Objects are created at run time under ${prefix}; an object ARN needs a wildcard to name them, and the grant is confined to that one prefix of the one bucket.`,
} as const;

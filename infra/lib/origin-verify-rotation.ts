import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnRotationSchedule, type Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { Encryption } from './encryption';
import { bundledOrStub } from './job-function';
import type { Monitoring } from './monitoring';
import { acknowledge, reasons } from './nag';
import { functionRole } from './roles';

/** How often the origin-verify secret changes. */
export const ORIGIN_VERIFY_ROTATION_DAYS = 30;

export interface OriginVerifyRotationProps {
  readonly secret: Secret;
  /** The distribution that sends the secret as its API origin's `x-origin-verify` header. */
  readonly distribution: Distribution;
  readonly encryption: Encryption;
  /** Its dead-letter queue and the alarm on the rotation's errors. */
  readonly monitoring: Monitoring;
  /** true: bundle the handler with esbuild; false: inline code (template tests). */
  readonly bundle: boolean;
  readonly projectRoot: string;
}

/**
 * Rotates the origin-verify secret every 30 days with the function of
 * `functions/src/platform/jobs/rotate-origin-verify.ts`: a new value goes into the distribution's origin header
 * first, then becomes the secret's current version; the API functions accept the current, pending and
 * previous values meanwhile. Not at deployment (`rotateImmediatelyOnUpdate: false`): the first rotation
 * comes on schedule. The function may read and stage versions of this one secret, use the key only
 * through Secrets Manager, and read and update this one distribution; its errors raise an alarm.
 */
export class OriginVerifyRotation extends Construct {
  readonly function: LambdaFunction;

  constructor(scope: Construct, id: string, props: OriginVerifyRotationProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_YEAR,
      encryptionKey: props.encryption.key,
    });
    this.function = bundledOrStub(this, 'Function', {
      description: 'Rotates the origin-verify secret: CloudFront header first, then the secret',
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.minutes(1),
      logGroup,
      role: functionRole(this, 'Role', logGroup),
      reservedConcurrentExecutions: 1,
      deadLetterQueue: props.monitoring.deadLetters,
      environment: { DISTRIBUTION_ID: props.distribution.distributionId },
      entry: join(props.projectRoot, 'functions/src/platform/jobs/rotate-origin-verify.ts'),
      bundle: props.bundle,
      projectRoot: props.projectRoot,
    });
    acknowledge(this.function, { 'HIPAA.Security-LambdaInsideVPC': reasons.lambdaOutsideVpc });

    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'secretsmanager:DescribeSecret',
          'secretsmanager:GetSecretValue',
          'secretsmanager:PutSecretValue',
          'secretsmanager:UpdateSecretVersionStage',
        ],
        resources: [props.secret.secretArn],
      }),
    );
    props.encryption.grantVia(this.function, 'secretsmanager', 'kms:Decrypt', 'kms:GenerateDataKey');
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
        resources: [props.distribution.distributionArn],
      }),
    );

    this.function.addPermission('SecretsManagerInvoke', {
      principal: new ServicePrincipal('secretsmanager.amazonaws.com'),
      sourceAccount: Stack.of(this).account,
    });
    const schedule = new CfnRotationSchedule(this, 'Schedule', {
      secretId: props.secret.secretArn,
      rotationLambdaArn: this.function.functionArn,
      rotationRules: { scheduleExpression: `rate(${ORIGIN_VERIFY_ROTATION_DAYS} days)` },
      rotateImmediatelyOnUpdate: false,
    });
    // The invoke permission is a child of the function: Secrets Manager may call it once it exists.
    schedule.node.addDependency(this.function);
    props.monitoring.alarmOnErrors(
      'OriginVerifyRotation',
      this.function,
      'The rotation of the origin-verify secret failed (the secret keeps its value; see the log).',
    );
  }
}

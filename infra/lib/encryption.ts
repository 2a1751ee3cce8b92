import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

/** Options of the encryption construct. */
export interface EncryptionProps {
  /** Shown as the key's description. */
  readonly description: string;
}

/**
 * The customer-managed KMS key of a stack (one per stack: the health data, its backups, logs, alarm
 * topic, dead letters and the origin-verify secret of `Circles`; the web ACL's logs of `CirclesEdge`).
 * Rotated yearly by KMS; retained when it leaves the stack, since a retained table or log group
 * encrypted with it would be unreadable without it. Its policy lets CloudWatch Logs encrypt this
 * account's log groups of the region and CloudWatch alarms publish to an encrypted topic.
 */
export class Encryption extends Construct {
  readonly key: Key;

  constructor(scope: Construct, id: string, props: EncryptionProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.key = new Key(this, 'Key', {
      description: props.description,
      enableKeyRotation: true,
      rotationPeriod: Duration.days(365),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.key.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchLogsOfThisAccount',
        principals: [new ServicePrincipal(`logs.${stack.region}.amazonaws.com`)],
        actions: ['kms:Encrypt*', 'kms:Decrypt*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:Describe*'],
        resources: ['*'],
        conditions: {
          ArnLike: {
            'kms:EncryptionContext:aws:logs:arn': `arn:${stack.partition}:logs:${stack.region}:${stack.account}:log-group:*`,
          },
        },
      }),
    );
    this.key.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsToEncryptedTopic',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
  }

  /**
   * Lets `grantee` use the key only through `service` (`dynamodb`, `s3`, `sqs`…) in this region: it
   * can read and write that service's encrypted data but never decrypt a ciphertext on its own.
   */
  grantVia(grantee: IGrantable, service: string, ...actions: string[]): void {
    const stack = Stack.of(this);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions,
        resources: [this.key.keyArn],
        conditions: { StringEquals: { 'kms:ViaService': `${service}.${stack.region}.amazonaws.com` } },
      }),
    );
  }
}

/**
 * KMS actions a reader and writer of a service's encrypted data needs, named one by one (CDK's own
 * grants use `kms:ReEncrypt*` and `kms:GenerateDataKey*`, which AwsSolutions-IAM5 reports).
 */
export const KEY_READ_WRITE = [
  'kms:Decrypt',
  'kms:DescribeKey',
  'kms:Encrypt',
  'kms:GenerateDataKey',
  'kms:ReEncryptFrom',
  'kms:ReEncryptTo',
] as const;

import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Bucket, BucketEncryption, HttpMethods, type CfnBucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ACCESS_LOG_PREFIXES } from './access-logs';
import type { Encryption } from './encryption';
import { acknowledge, reasons } from './nag';
import { secureBucketProps } from './secure-bucket';

/** Object actions a grant may name; each needs its own KMS action on the bucket's key. */
export type ObjectAction = 's3:GetObject' | 's3:PutObject' | 's3:DeleteObject';

const keyActionOf: Record<ObjectAction, string | undefined> = {
  // Reading an SSE-KMS object decrypts its data key; writing one has S3 generate a data key.
  's3:GetObject': 'kms:Decrypt',
  's3:PutObject': 'kms:GenerateDataKey',
  's3:DeleteObject': undefined,
};

/** Options of the files construct. */
export interface FilesProps {
  /** The stack's key: objects are encrypted with it (SSE-KMS with an S3 Bucket Key, to spare KMS calls). */
  readonly encryption: Encryption;
  /** Where the bucket's server access logs go. */
  readonly accessLogsBucket: IBucket;
  /**
   * Key prefix of temporary exports (rendered reports and spreadsheets handed out once through a
   * presigned URL); objects under it expire.
   * @default 'exports/'
   */
  readonly temporaryPrefix?: string;
  /**
   * Days a temporary export is kept. Decision (issue 12): 30, since the scheduled export runs land in
   * `exports/<runId>/` and an Admin downloads them from the management page: a month leaves time to
   * fetch a run after a holiday while keeping no rendered reports for long.
   * @default 30
   */
  readonly temporaryExpirationDays?: number;
  /**
   * Days an overwritten or deleted object version is kept, so a mistaken overwrite can be undone.
   * @default 30
   */
  readonly noncurrentVersionDays?: number;
  /**
   * What happens to the bucket when it leaves the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * The private bucket for report PDFs, note attachments and exports: never public, TLS only, encrypted
 * with the stack's key, versioned, its access logged.
 * Browsers read it only through short-lived presigned URLs, hence the CORS rule for the web origin
 * (added by the stack once the web origin is known, see {@link Files.allowWebOrigins}).
 */
export class Files extends Construct {
  readonly bucket: Bucket;
  private readonly encryption: Encryption;

  constructor(scope: Construct, id: string, props: FilesProps) {
    super(scope, id);
    this.encryption = props.encryption;
    this.bucket = new Bucket(this, 'Bucket', {
      ...secureBucketProps,
      encryption: BucketEncryption.KMS,
      encryptionKey: props.encryption.key,
      bucketKeyEnabled: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: ACCESS_LOG_PREFIXES.filesBucket,
      versioned: true,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
      lifecycleRules: [
        {
          id: 'TemporaryExports',
          prefix: props.temporaryPrefix ?? 'exports/',
          expiration: Duration.days(props.temporaryExpirationDays ?? 30),
        },
        {
          // On-demand PDFs (issue 12) are fetched once through a 5-minute URL: kept a day at most.
          id: 'OnDemandPdfs',
          prefix: 'pdf/',
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          id: 'OldVersionsAndUploads',
          noncurrentVersionExpiration: Duration.days(props.noncurrentVersionDays ?? 30),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });
    acknowledge(this.bucket, {
      'HIPAA.Security-S3BucketReplicationEnabled':
        'Nothing here is a system of record: rendered PDFs expire in a day, exports in 30 days, note attachments are re-uploadable, and the table (PITR and AWS Backup) holds every fact they were made from; versioning keeps an overwritten or deleted object recoverable for 30 days.',
    });
  }

  /**
   * Lets `grantee` run `actions` on the objects under `prefix` only (never the whole bucket), using the
   * bucket's key only through S3. `list`: also s3:ListBucket on the bucket, so that asking for a
   * missing object answers 404 rather than 403 (S3 hides absence from callers who may not list).
   */
  grantObjects(grantee: IGrantable, prefix: string, actions: readonly ObjectAction[], list = false): void {
    const resource = this.bucket.arnForObjects(`${prefix}*`);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions: [...actions], resources: [resource] }),
    );
    if (list)
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucket.bucketArn] }),
      );
    const keyActions = [...new Set(actions.map((a) => keyActionOf[a]).filter((a) => a !== undefined))];
    if (keyActions.length > 0) this.encryption.grantVia(grantee, 's3', ...keyActions);
    const logicalId = Stack.of(this).resolve(
      Stack.of(this).getLogicalId(this.bucket.node.defaultChild as CfnBucket),
    ) as string;
    if (grantee.grantPrincipal instanceof Construct)
      acknowledge(grantee.grantPrincipal, {
        [`AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/${prefix}*]`]: reasons.objectPrefix(prefix),
      });
  }

  /** Lets pages of these origins fetch presigned GET URLs (downloads of reports and exports). */
  allowWebOrigins(origins: string[]): void {
    this.bucket.addCorsRule({
      allowedMethods: [HttpMethods.GET, HttpMethods.HEAD],
      allowedOrigins: origins,
      allowedHeaders: ['*'],
      exposedHeaders: ['Content-Disposition', 'Content-Length', 'Content-Type', 'ETag'],
      maxAge: 3000,
    });
  }
}

import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from './nag';
import { secureBucketProps } from './secure-bucket';

/** Options of the access-logs construct. */
export interface AccessLogsProps {
  /**
   * Days a log object is kept.
   * @default 365
   */
  readonly retentionDays?: number;
}

/** Key prefixes of the access logs, by source. */
export const ACCESS_LOG_PREFIXES = {
  filesBucket: 's3/files/',
  webBucket: 's3/web/',
  distribution: 'cloudfront/',
} as const;

/**
 * The bucket of the access logs: S3 server access logs of the files and web buckets, and CloudFront's
 * standard logs. Private, TLS only, versioned (a deleted or overwritten log stays recoverable for the
 * retention), kept a year, retained with the stack. CloudFront's standard logging writes through an
 * object ACL, so this bucket, unlike the others, accepts ACLs (objects stay private: public access is
 * blocked).
 */
export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: AccessLogsProps = {}) {
    super(scope, id);
    const days = props.retentionDays ?? 365;
    this.bucket = new Bucket(this, 'Bucket', {
      ...secureBucketProps,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        {
          id: 'ExpireLogs',
          expiration: Duration.days(days),
          noncurrentVersionExpiration: Duration.days(30),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });
    acknowledge(this.bucket, {
      'HIPAA.Security-S3DefaultEncryptionKMS':
        'S3 server access logging delivers only to buckets whose default encryption is SSE-S3 (AES-256); the logs are encrypted at rest that way.',
      'HIPAA.Security-S3BucketReplicationEnabled':
        'Access logs are kept for investigation, not as a system of record; versioning keeps a deleted or overwritten log recoverable, and a second-region copy would double their cost.',
    });
  }
}

import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Bucket, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { secureBucketProps } from './secure-bucket';

/** Options of the files construct. */
export interface FilesProps {
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
 * The private bucket for report PDFs and exports: never public, TLS only, encrypted, versioned.
 * Browsers read it only through short-lived presigned URLs, hence the CORS rule for the web origin
 * (added by the stack once the web origin is known, see {@link Files.allowWebOrigins}).
 */
export class Files extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: FilesProps = {}) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...secureBucketProps,
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

import { BlockPublicAccess, BucketEncryption, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';

/**
 * What every bucket of ours has: no public access, owner-enforced objects, encryption at rest, and a
 * policy that refuses anything but TLS 1.2+.
 */
export const secureBucketProps = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
} as const satisfies BucketProps;

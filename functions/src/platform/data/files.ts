import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config';

let client: S3Client | undefined;

/**
 * The one S3 client of a process; locally it points at s3rver (path-style addressing).
 * Checksums only when an operation requires them: by default the SDK adds an `x-amz-checksum-crc32` of an
 * empty body to a presigned PUT, which real S3 then compares with the uploaded bytes and refuses
 * (s3rver ignores it). `files.test.ts` asserts the presigned URL carries no checksum parameter.
 */
function s3(): S3Client {
  if (!client) {
    const cfg = config();
    client = new S3Client({
      region: cfg.region,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(cfg.s3Endpoint ? { endpoint: cfg.s3Endpoint, forcePathStyle: true } : {}),
    });
  }
  return client;
}

/** The private files bucket: presigned uploads and downloads, and the checks of what was uploaded. */
export const filesBucket = {
  /** A presigned PUT of exactly `size` bytes of `contentType`, valid `seconds`. */
  async presignPut(key: string, contentType: string, size: number, seconds: number): Promise<string> {
    return getSignedUrl(
      s3(),
      new PutObjectCommand({
        Bucket: config().filesBucket,
        Key: key,
        ContentType: contentType,
        ContentLength: size,
      }),
      { expiresIn: seconds, signableHeaders: new Set(['content-type', 'content-length']) },
    );
  },

  /** A presigned GET that downloads as `fileName` (a PDF unless `contentType` says), valid `seconds`. */
  async presignGet(
    key: string,
    fileName: string,
    seconds: number,
    contentType = 'application/pdf',
  ): Promise<string> {
    return getSignedUrl(
      s3(),
      new GetObjectCommand({
        Bucket: config().filesBucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${fileName}"`,
        ResponseContentType: contentType,
      }),
      { expiresIn: seconds },
    );
  },

  /** The stored object's size, or undefined when there is none. */
  async sizeOf(key: string): Promise<number | undefined> {
    try {
      const out = await s3().send(new HeadObjectCommand({ Bucket: config().filesBucket, Key: key }));
      return out.ContentLength;
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (err as Error).name === 'NotFound' || (err as Error).name === 'NoSuchKey')
        return undefined;
      throw err;
    }
  },

  /** The first `length` bytes of the object. */
  async head(key: string, length: number): Promise<Buffer> {
    const out = await s3().send(
      new GetObjectCommand({ Bucket: config().filesBucket, Key: key, Range: `bytes=0-${length - 1}` }),
    );
    const bytes = await out.Body?.transformToByteArray();
    return Buffer.from(bytes ?? []).subarray(0, length);
  },

  async remove(key: string): Promise<void> {
    await s3().send(new DeleteObjectCommand({ Bucket: config().filesBucket, Key: key }));
  },

  /** A presigned GET of a PDF whose answer carries `contentDisposition` (RFC 6266), valid `seconds`. */
  async presignDownload(key: string, contentDisposition: string, seconds: number): Promise<string> {
    return getSignedUrl(
      s3(),
      new GetObjectCommand({
        Bucket: config().filesBucket,
        Key: key,
        ResponseContentDisposition: contentDisposition,
        ResponseContentType: 'application/pdf',
      }),
      { expiresIn: seconds },
    );
  },

  /** Stores bytes (the seed's sample PDF). */
  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await s3().send(
      new PutObjectCommand({ Bucket: config().filesBucket, Key: key, Body: body, ContentType: contentType }),
    );
  },
};

import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../config';
import { filesBucket } from './files';

describe('filesBucket presigned URLs', () => {
  beforeAll(() => {
    process.env.USER_POOL_ID = 'ca-central-1_test';
    process.env.USER_POOL_CLIENT_ID = 'client';
    process.env.TABLE_NAME = 'circles';
    process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'secret';
    delete process.env.S3_ENDPOINT;
    config(true);
  });

  it('signs a PUT with no checksum parameter (real S3 would compare it with the uploaded bytes)', async () => {
    const url = new URL(await filesBucket.presignPut('notes/abc.pdf', 'application/pdf', 1234, 300));
    const names = [...url.searchParams.keys()].map((k) => k.toLowerCase());
    expect(names).toContain('x-amz-signature');
    expect(names.filter((k) => k.startsWith('x-amz-checksum'))).toEqual([]);
    expect(names).not.toContain('x-amz-sdk-checksum-algorithm');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
  });

  it('signs a GET with the download name and no checksum mode', async () => {
    const url = new URL(await filesBucket.presignGet('notes/abc.pdf', 'note.pdf', 300));
    const names = [...url.searchParams.keys()].map((k) => k.toLowerCase());
    expect(names.filter((k) => k.startsWith('x-amz-checksum'))).toEqual([]);
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="note.pdf"');
  });
});

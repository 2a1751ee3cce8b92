import { describe, expect, it } from 'vitest';
import { base32Bytes, totpCode } from './totp';

// RFC 6238 appendix B: the SHA-1 seed '12345678901234567890' (base32 below), 8-digit values; the last six
// digits are what a 6-digit authenticator shows.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpCode', () => {
  it('decodes a base32 secret', () => {
    expect(base32Bytes(RFC_SECRET).toString('ascii')).toBe('12345678901234567890');
  });

  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('gives the RFC 6238 code at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });
});

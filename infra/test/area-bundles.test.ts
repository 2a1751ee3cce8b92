import { describe, expect, it } from 'vitest';
import { areas } from '@circles/functions/http/routes';
import { AREA_BUNDLE_BUDGET_BYTES, buildAreaBundle } from './area-bundles';

describe('area bundles', () => {
  it.each(Object.keys(areas))(
    'the %s function stays within its minified budget, built as CDK builds it',
    async (area) => {
      const { bytes } = await buildAreaBundle(area);
      expect(bytes).toBeLessThanOrEqual(AREA_BUNDLE_BUDGET_BYTES);
    },
    60_000,
  );

  it('leaves the AWS SDK to the Lambda runtime', async () => {
    const { code, inputs } = await buildAreaBundle('users');
    expect(new TextDecoder().decode(code)).toMatch(/from\s*"@aws-sdk\/client-dynamodb"/);
    expect(inputs.filter((file) => /node_modules\/(@aws-sdk|@smithy)\//.test(file))).toEqual([]);
  }, 60_000);
});

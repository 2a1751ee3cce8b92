import { describe, expect, it } from 'vitest';
import { areas, bindings } from '@circles/functions/areas';
import { areaBudgetBytes, buildAreaBundle } from './area-bundles';

describe('area bundles', () => {
  it.each(Object.keys(areas))(
    'the %s function stays within its minified budget, built as CDK builds it',
    async (area) => {
      const { bytes } = await buildAreaBundle(area);
      expect(bytes).toBeLessThanOrEqual(areaBudgetBytes(area));
    },
    60_000,
  );

  it.each(Object.keys(areas))(
    "the %s function holds its own handlers and no other area's",
    async (area) => {
      const { inputs } = await buildAreaBundle(area);
      const handlers = inputs
        .map((file) => /functions\/src\/(handlers\/.+)\.ts$/.exec(file)?.[1])
        .filter((file) => file !== undefined && !file.endsWith('/deps'));
      const own = Object.values(bindings)
        .filter((b) => b.area === area)
        .map((b) => b.file);
      expect(handlers.sort()).toEqual([...own].sort());
    },
    60_000,
  );

  it('leaves the AWS SDK to the Lambda runtime', async () => {
    const { code, inputs } = await buildAreaBundle('users');
    expect(new TextDecoder().decode(code)).toMatch(/from\s*"@aws-sdk\/client-dynamodb"/);
    expect(inputs.filter((file) => /node_modules\/(@aws-sdk|@smithy)\//.test(file))).toEqual([]);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { areas, bindings } from '@circles/functions/areas';
import { areaBudgetBytes, buildAreaBundle } from './area-bundles';

describe('area bundles', () => {
  it.each(Object.keys(areas))(
    'the %s function stays within its minified budget, built as CDK builds it',
    async (area) => {
      const { bytes, inputBytes } = await buildAreaBundle(area);
      // On failure, the biggest inputs say what to cut (or what grew).
      const biggest = inputBytes
        .slice(0, 15)
        .map(([file, size]) => `${size} ${file}`)
        .join('\n');
      expect(bytes, `biggest inputs of ${area}:\n${biggest}`).toBeLessThanOrEqual(areaBudgetBytes(area));
    },
    60_000,
  );

  it.each(Object.keys(areas))(
    "the %s function holds its own handlers and no other area's",
    async (area) => {
      const { inputs } = await buildAreaBundle(area);
      // One handler file per route (functions/src/<area>/handlers/<route>.ts), all of them this area's.
      const handlerAreas = inputs
        .map((file) => /functions\/src\/([^/]+)\/handlers\/[^/]+\.ts$/.exec(file)?.[1])
        .filter((owner) => owner !== undefined);
      const own = Object.values(bindings).filter((b) => b.area === area);
      expect(handlerAreas).toEqual(own.map(() => area));
    },
    60_000,
  );

  it.each(Object.keys(areas))(
    'the %s function bundles its own slice of the contract, the whole contract only where the OpenAPI document is built',
    async (area) => {
      const { inputs } = await buildAreaBundle(area);
      // Handlers import their route file (shared/src/api/routes/<file>.ts), never the contract that
      // spreads them all: the whole contract brings every schema and catalogue of every area.
      const wholeContract = inputs.some((file) => file.endsWith('shared/src/api/contract.ts'));
      expect(wholeContract).toBe(area === 'public');
    },
    60_000,
  );

  it('leaves the AWS SDK to the Lambda runtime', async () => {
    const { code, inputs } = await buildAreaBundle('users');
    expect(new TextDecoder().decode(code)).toMatch(/from\s*"@aws-sdk\/client-dynamodb"/);
    expect(inputs.filter((file) => /node_modules\/(@aws-sdk|@smithy)\//.test(file))).toEqual([]);
  }, 60_000);
});

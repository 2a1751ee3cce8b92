import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFirstLoad } from '../bench/first-load';

const dist = resolve(import.meta.dirname, '../../web/dist');

/**
 * Text only each library's code carries: Amplify's request header, the contract's route paths, the
 * class name of MUI X Charts' drawing surface (the charts load only with the screens that draw them),
 * an error of the QR code library (it loads only with the authenticator set-up, issue 21).
 */
const MARKERS = {
  amplify: 'x-amz-user-agent',
  contract: '/api/users/validate',
  charts: 'MuiChartsSurface',
  qrcode: 'The amount of data is too big to be stored in a QR Code',
};

describe('staff sign-in screen bundle', () => {
  it('loads neither Amplify, the route contract, the chart library nor the QR library before the first sign-in', async () => {
    if (!existsSync(resolve(dist, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build:web` first.');
    const load = await pageFirstLoad(dist, 'index.html');
    expect(load.files.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const { file } of load.files) {
      const code = await readFile(join(dist, file.replace(/^\//, '')), 'utf8');
      for (const [what, marker] of Object.entries(MARKERS))
        if (code.includes(marker)) found.push(`${what} in ${file}`);
    }
    expect(found).toEqual([]);
  });
});

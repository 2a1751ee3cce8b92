import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFirstLoad } from '../bench/first-load';

const dist = resolve(import.meta.dirname, '../../web/dist');

describe('staff sign-in screen bundle', () => {
  it('loads neither Amplify nor the API client (with the whole route contract) before the first sign-in', async () => {
    if (!existsSync(resolve(dist, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build:web` first.');
    const load = await pageFirstLoad(dist, 'index.html');
    expect(load.files.length).toBeGreaterThan(0);
    expect(load.files.filter((f) => /amplify|api-client|signed-in-routes|register/i.test(f.file))).toEqual(
      [],
    );
  });
});

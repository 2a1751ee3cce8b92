import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../bench/first-load';

const assets = resolve(import.meta.dirname, '../../web/dist/assets');

/** Text only SurveyJS's code carries: the runner's root class and the Creator's. */
const MARKERS = { runner: 'sd-root-modern', creator: 'svc-creator' };

describe('module screens bundle', () => {
  it('keeps the SurveyJS runner and Creator out of the app shell and the signed-in routes', async () => {
    if (!existsSync(assets)) throw new Error('web/dist is missing: run `npm run build:web` first.');
    const files = await readdir(assets);
    const entries = files.filter((f) => /^(app|signed-in-routes)-.*\.js$/.test(f));
    expect(entries).toHaveLength(2);
    const found: string[] = [];
    for (const entry of entries)
      for (const file of await staticClosure(assets, entry)) {
        const code = await readFile(join(assets, file), 'utf8');
        for (const [what, marker] of Object.entries(MARKERS))
          if (code.includes(marker)) found.push(`${what} in ${file} (loaded with ${entry})`);
      }
    expect(found).toEqual([]);
  });

  it('loads the Creator only with the designer, in a chunk of its own', async () => {
    const files = await readdir(assets);
    const withCreator: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.js')))
      if ((await readFile(join(assets, file), 'utf8')).includes(MARKERS.creator)) withCreator.push(file);
    expect(withCreator.length).toBeGreaterThan(0);
    for (const file of withCreator) expect(file).toMatch(/^template-creator-/);
  });
});

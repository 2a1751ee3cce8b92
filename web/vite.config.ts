import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { areaChunks } from './area-chunks';
import { pwaOptions } from './pwa';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every compressible file of the build (as small as each format goes), so
 * the local server answers as CloudFront does without compressing on each start (functions/local/compress.ts).
 * CloudFront compresses by itself; the deployment leaves these files out (infra/lib/web.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'circles-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_, bundle) {
      const files = Object.keys(bundle).filter((f) => /\.(js|css|html|svg|json|webmanifest|txt)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const bytes = await readFile(path);
          // CloudFront leaves answers under 1,000 bytes uncompressed.
          if (bytes.length < 1000) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

const areas = areaChunks();

/** A chunk group of exactly the modules of one area set (see area-chunks.ts). */
const areaGroup = (name: string, area: keyof typeof areas.sets, priority: number) => ({
  name,
  test: (id: string) => areas.sets[area].has(id),
  priority,
  // The sets already hold every module the area needs that no other area needs; a dependency outside
  // the set belongs to another area and stays there.
  includeDependenciesRecursively: false,
});

/**
 * Three entries: the staff/member app (index.html), the public screener (socialrisk.html), which has
 * its own small bundle and never loads the app's code (MUI, Amplify, SurveyJS), and the print entry
 * (print.html) the PDF renderer loads in headless Chromium (functions/src/pdf/).
 */
export default defineConfig({
  plugins: [react(), precompress(), areas.plugin, VitePWA(pwaOptions)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      input: {
        app: resolve(import.meta.dirname, 'index.html'),
        socialrisk: resolve(import.meta.dirname, 'socialrisk.html'),
        print: resolve(import.meta.dirname, 'print.html'),
      },
      output: {
        // Amplify in a chunk of its own, loaded with the first sign-in or session restore (lib/auth/amplify.ts).
        // MUI has no group of its own: a group would put every component any screen uses into the sign-in
        // screen's first load; without one, each area's chunks carry the components it uses. The signed-in
        // first screen's code is grouped by area (area-chunks.ts) rather than in some fifty small chunks.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-amplify',
              test: /node_modules[\\/](@aws-amplify|aws-amplify|@aws-crypto|@smithy|@aws-sdk)[\\/]|[\\/]amplify-module\.ts$/,
              priority: 4,
            },
            areaGroup('app', 'appOnly', 3),
            areaGroup('shared-app-print', 'appPrint', 3),
            areaGroup('screener-shared', 'screenerShared', 3),
            areaGroup('contract', 'contract', 3),
            areaGroup('signed-in-print', 'signedInPrint', 2),
            areaGroup('signed-in-routes', 'signedIn', 1),
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:3000' } },
});

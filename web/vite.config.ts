import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

/**
 * Two entries: the staff/member app (index.html) and the public screener (socialrisk.html), which has
 * its own small bundle and never loads the app's code (MUI, Amplify, SurveyJS).
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      input: {
        app: resolve(import.meta.dirname, 'index.html'),
        socialrisk: resolve(import.meta.dirname, 'socialrisk.html'),
      },
      output: {
        // Named vendor chunks for the app's big libraries (only the app entry imports them, so the
        // screener's first load is unchanged); the rest is split where rolldown sees fit.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-mui',
              test: /node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs)[\\/]/,
            },
            {
              name: 'vendor-amplify',
              test: /node_modules[\\/](@aws-amplify|aws-amplify|@aws-crypto|@smithy|@aws-sdk)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:3000' } },
});

import { resolve } from 'node:path';
import { printFirstScreens } from './first-screens';

// Only the first screens' figures (`npx tsx test/bench/first-screens-cli.ts`, after `npm run build:web`).
await printFirstScreens(resolve(import.meta.dirname, '../../web/dist'));

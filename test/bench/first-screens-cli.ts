import { resolve } from 'node:path';
import { printFirstScreens } from './first-screens';

// Only the first screens' figures: `npx tsx test/bench/first-screens-cli.ts [web build folder]`
// (default web/dist, after `npm run build:web`), e.g. to compare two builds on the same machine.
await printFirstScreens(resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../web/dist')));

import { printModuleInteractive } from './module-interactive';

// Its own process: the data layer's client is bound to the first local stack a process starts.
const dist = process.argv[2];
if (!dist) throw new Error('usage: module-interactive-cli.ts <web dist>');
process.exitCode = (await printModuleInteractive(dist)) ? 0 : 1;

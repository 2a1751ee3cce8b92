import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { printPdfFigures, printReportPdfFigures } from './pdf-figures';

// The PDF figures alone (`npm run bench` prints them among the others): `npx tsx test/bench/pdf-figures-cli.ts`.
const dist = resolve(import.meta.dirname, '../../web/dist');
if (!existsSync(join(dist, 'print.html')))
  throw new Error('web/dist is missing: run `npm run build:web` first.');
const moduleOk = await printPdfFigures(dist);
const reportOk = await printReportPdfFigures(dist);
process.exitCode = moduleOk && reportOk ? 0 : 1;

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 25: every area of the message catalogue has its French table, wired into the area's `msg`,
 * and listed in shared/src/messages/catalogues.ts, which the parity test reads. That list imports the
 * tables (shared/ may not read files), so this one reads the folder to catch an area it does not know.
 */

const dir = path.resolve(__dirname, '../../shared/src/messages');
const files = readdirSync(dir);
const areasOf = (suffix: string) =>
  files
    .filter((f) => f.endsWith(suffix))
    .map((f) => f.slice(0, -suffix.length))
    .sort();
const english = areasOf('.en.ts');
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('the French message files', () => {
  it('exist for every English area', () => {
    expect(areasOf('.fr.ts')).toEqual(english);
  });

  it.each(english)('are wired into the %s area and the catalogue list (parity test, French e2e)', (area) => {
    expect(read(`${area}.ts`)).toContain(`fr: ${area}Fr`);
    expect(read('catalogues.ts')).toContain(`${area}: { en: ${area}En, fr: ${area}Fr }`);
  });

  it.each(english)('type the %s area so that a missing key does not compile', (area) => {
    expect(read(`${area}.fr.ts`)).toMatch(/: Record<\w+MessageKey, string> = \{/);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('data access on API paths', () => {
  it('never scans the table (every access pattern is a Get or a Query)', () => {
    const offenders = sources(join(import.meta.dirname, '../..')).filter((file) =>
      /\bScan(Command|Input)?\b|ExecuteStatement/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

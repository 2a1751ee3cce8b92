import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 22 item 4: access is decided by the shared policy (shared/src/access) and nowhere else. A test of
 * a role outside it (`actor.role === 'Admin'`, `switch (user.role)`, `WORKER_ROLES.includes(u.role)`) is
 * a second home for a rule, which drifts from the policy. Access decisions ask `can` or `listScope`;
 * facts about a record (a member, a helper) use the named predicates of shared/src/access/roles.ts.
 */

const root = resolve(import.meta.dirname, '../..');
/** The server and the shared package: the code that enforces access. */
const SERVER_ROOTS = ['functions/src', 'functions/local', 'shared/src'];
/** The web app: what it shows each user follows the same policy (a screen hides what the server refuses). */
const WEB_ROOTS = ['web/src'];
const POLICY_HOME = 'shared/src/access/';
const SKIP = new Set(['node_modules', 'dist', 'cdk.out', '.local', 'coverage']);
/** The web's test support folders: fixtures and render helpers, not the app. */
const WEB_TEST_SUPPORT = ['__tests__', 'test', 'testing'];

function sourceFiles(dir: string, skip: ReadonlySet<string> = SKIP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, skip);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A comparison with a role, a switch on one, or a role looked up in a list of roles. */
const ROLE_TEST = [
  /\brole\s*[!=]==?(?!>)/,
  /[!=]==?\s*[\w.?!]*\brole\b(?!\w)/,
  /\bswitch\s*\(\s*[\w.?!]*\brole\s*\)/,
  /\.includes\(\s*[\w.?!]*\brole\s*,?\s*\)/,
];

/**
 * `code` with comments blanked, line by line (a line comment to the line's end, a line of a block
 * comment whole), so that line numbers still match the file.
 */
function codeOnly(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const code = line.replace(/\/\/.*$/, '');
      return /^\s*(\*|\/\*)/.test(code) ? '' : code;
    })
    .join('\n');
}

/**
 * `file:line: text` of every role test in `text`, once per line it starts on. The code is searched
 * whole, so a comparison prettier split over lines (`user.role ===` then `'Admin'` on the next, or
 * `'Admin' ===` then `user.role`) is found too.
 */
export function roleTests(path: string, text: string): string[] {
  const code = codeOnly(text);
  const lines = text.split('\n');
  const starts = new Set<number>();
  for (const pattern of ROLE_TEST)
    for (const match of code.matchAll(new RegExp(pattern.source, 'g')))
      starts.add(code.slice(0, match.index).split('\n').length - 1);
  return [...starts].sort((a, b) => a - b).map((i) => `${path}:${i + 1}: ${(lines[i] ?? '').trim()}`);
}

/** Every role test in the files under `roots` but the access policy's own, as `file:line: text`. */
function roleTestsUnder(
  roots: readonly string[],
  skip: ReadonlySet<string> = SKIP,
): { files: number; found: string[] } {
  const files = roots.flatMap((dir) => sourceFiles(join(root, dir), skip));
  const found = files
    .map((path) => relative(root, path))
    .filter((path) => !path.startsWith(POLICY_HOME))
    .flatMap((path) => roleTests(path, readFileSync(join(root, path), 'utf8')));
  return { files: files.length, found };
}

describe('role tests', () => {
  it('appear nowhere in the server or shared code but in the access policy', () => {
    const { files, found } = roleTestsUnder(SERVER_ROOTS);
    // The walk covered the server (a root that matched nothing would pass with no finding at all).
    expect(files).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('appear nowhere in the web app: its screens ask the policy, the role facts or areaPrefix', () => {
    const { files, found } = roleTestsUnder(WEB_ROOTS, new Set([...SKIP, ...WEB_TEST_SUPPORT]));
    expect(files).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it.each([
    "if (actor.role === 'Admin') return true;",
    "const member = target.role !== 'Patient';",
    "return 'Coordinator' === user?.role;",
    'switch (user.role) {',
    'if (!WORKER_ROLES.includes(subject.role)) throw notWorker();',
    '(!q.role || u.role === q.role) &&',
    "const admin = viewer.role === 'Admin' ? 1 : 2;",
    "if (user.role ===\n  'Admin') return;",
    "return 'Coordinator' ===\n  user?.role;",
    "const shown =\n  viewer.role !==\n    'Patient';",
    'switch (\n  user.role\n) {',
    'if (ROLES.includes(\n  u.role,\n)) {',
    "const a = user.role\n  === 'Admin';",
  ])('finds the role test in %s', (line) => {
    expect(roleTests('x.ts', line)).toHaveLength(1);
  });

  it('names the line a split comparison starts on', () => {
    expect(roleTests('x.ts', "const a = 1;\nif (user.role ===\n  'Admin') return;")).toEqual([
      'x.ts:2: if (user.role ===',
    ]);
    expect(roleTests('x.ts', "const a =\n  'Admin' ===\n  user.role;")).toEqual(["x.ts:2: 'Admin' ==="]);
  });

  it.each([
    '// the role === check lives in the policy',
    ' * a member (role === Patient) only',
    'const role = actorRole(actor);',
    "actorRole: actor.role, action: 'user.view',",
    'return { role: record.role, id };',
    "/* a block comment\n * user.role ===\n * 'Admin' */",
    'const prefix = areaPrefix(user.role);',
    'const label = msg(`shell.role.${user.role}`);',
  ])('leaves %s alone', (line) => {
    expect(roleTests('x.ts', line)).toEqual([]);
  });
});

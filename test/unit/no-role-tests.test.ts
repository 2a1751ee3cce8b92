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
const SOURCE_ROOTS = ['functions/src', 'functions/local', 'shared/src'];
const POLICY_HOME = 'shared/src/access/';
const SKIP = new Set(['node_modules', 'dist', 'cdk.out', '.local', 'coverage']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A comparison with a role, a switch on one, or a role looked up in a list of roles. */
const ROLE_TEST = [
  /\brole\s*[!=]==?(?!>)/,
  /[!=]==?\s*[\w.?!]*\brole\b(?!\w)/,
  /\bswitch\s*\(\s*[\w.?!]*\brole\s*\)/,
  /\.includes\(\s*[\w.?!]*\brole\s*\)/,
];

/** `file:line: text` of every role test in `text` (comments are not code and are left out). */
export function roleTests(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*(\*|\/\*)/.test(code)) return [];
    return ROLE_TEST.some((pattern) => pattern.test(code)) ? [`${path}:${i + 1}: ${line.trim()}`] : [];
  });
}

describe('role tests', () => {
  it('appear nowhere in the server or shared code but in the access policy', () => {
    const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(join(root, dir)));
    // The walk covered the server (a root that matched nothing would pass with no finding at all).
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .map((path) => relative(root, path))
      .filter((path) => !path.startsWith(POLICY_HOME))
      .flatMap((path) => roleTests(path, readFileSync(join(root, path), 'utf8')));
    expect(found).toEqual([]);
  });

  it.each([
    "if (actor.role === 'Admin') return true;",
    "const member = target.role !== 'Patient';",
    "return 'Coordinator' === user?.role;",
    'switch (user.role) {',
    'if (!WORKER_ROLES.includes(subject.role)) throw notWorker();',
    '(!q.role || u.role === q.role) &&',
  ])('finds the role test in %s', (line) => {
    expect(roleTests('x.ts', line)).toHaveLength(1);
  });

  it.each([
    '// the role === check lives in the policy',
    ' * a member (role === Patient) only',
    'const role = actorRole(actor);',
    "actorRole: actor.role, action: 'user.view',",
    'return { role: record.role, id };',
  ])('leaves %s alone', (line) => {
    expect(roleTests('x.ts', line)).toEqual([]);
  });
});

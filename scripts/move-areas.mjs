#!/usr/bin/env node
/**
 * Issue 22 item 4: moves functions/src from folders by layer (areas/, handlers/, domain/, data/, http/,
 * identity/, jobs/) to one folder per API area plus platform/ and members/, and rewrites every import
 * and every `functions/src/…` path named in the repository to match.
 *
 * Re-runnable: it reads the layout it finds (the binding table says which area each handler serves), so
 * on a newer main it moves whatever is there. A file under an old layer folder that no rule below places
 * stops it with a list, before anything is touched: give it an owner here and run again.
 *
 *   node scripts/move-areas.mjs [--dry-run]
 *
 * Needs a clean work tree (it uses `git mv`, so history follows the files). It formats what it wrote with
 * prettier. It does not do the hand-made part of the change (README prose, the lint rules by folder,
 * infra's entry path, the tests that name folders); those are separate commits after its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const SRC = 'functions/src';
const SELF = 'scripts/move-areas.mjs';
const dryRun = process.argv.includes('--dry-run');

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

if (!existsSync(join(root, SRC, 'areas'))) {
  console.error(`${SRC}/areas/ is gone: the move is done already.`);
  process.exit(1);
}
if (!dryRun && git('status', '--porcelain').trim() !== '') {
  console.error('The work tree has changes: commit them first (the move uses git mv).');
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------------
// Where each file goes (paths relative to functions/src). Tests beside a file (x.test.ts,
// x.int.test.ts) follow it.

/** domain/<name> → <folder>[/<new name>]: each use case, record and port to the area that owns it. */
const DOMAIN = {
  'access-checks': 'members',
  accounts: 'users',
  assignments: 'users',
  'audit-log': 'admin',
  audit: 'platform',
  csv: 'platform',
  'dashboard-figures': 'reports',
  dashboards: 'reports',
  errors: 'platform',
  exports: 'exports',
  fhir: 'fhir',
  'login-lock': 'users',
  'member-module-writes': 'modules',
  'member-modules': 'modules',
  'member-scope': 'members',
  'module-records': 'modules',
  'module-templates': 'modules',
  'notes-ports': 'notes',
  notes: 'notes',
  'partner-links': 'users',
  'partner-login': 'users',
  'partner-ports': 'users',
  'pdf-reports': 'reports',
  pdf: 'pdf',
  'people-admin': 'users',
  'people-delete': 'users',
  'people-ports': 'users',
  'people-status': 'users',
  people: 'users',
  ports: 'members',
  'profile-fields': 'users',
  programs: 'users',
  'project-records': 'projects',
  projects: 'projects',
  'public-surveys': 'public',
  quotes: 'users',
  reports: 'reports',
  // A test of reports.ts in the reader's language (issue 25), named for what it checks.
  'reports-language': 'reports',
  'research-exports': 'exports',
  'research-job': 'exports',
  'research-rows': 'exports',
  'research-runner': 'exports',
  'research-zip': 'exports',
  'researcher-grant': 'users',
  'second-factor': 'users',
  'series-limits': 'series',
  'series-records': 'series',
  series: 'series',
  // One loader per record kind, deciding access through the shared policy (issue 22 item 4).
  scope: 'members',
  sessions: 'members',
  'stored-lists': 'platform',
  'testing/user-records': 'members/testing',
  ulid: 'platform',
  'user-record': 'members',
  users: 'users',
};

/** Use cases renamed on the way. */
const DOMAIN_NAMES = {
  // The pdf area's report source (its port PdfReportSource), implemented over the reports' use cases.
  'pdf-reports': 'pdf-source',
};

/** data/<name> → <folder>/data (an area's repositories) or platform/data (the table, its keys, S3). */
const DATA = {
  'audit-cursor': 'admin/data',
  'audit-reader': 'admin/data',
  'audit-repository': 'platform/data',
  client: 'platform/data',
  'counters-rebuild': 'reports/data',
  'exports-repository': 'exports/data',
  'facilities-repository': 'users/data',
  files: 'platform/data',
  keys: 'platform/data',
  'login-attempts-repository': 'users/data',
  'member-data-eraser': 'users/data',
  'member-modules-repository': 'modules/data',
  'module-templates-repository': 'modules/data',
  'no-scan': 'platform/data',
  'notes-repository': 'notes/data',
  paging: 'platform/data',
  'partner-links': 'users/data',
  'people-repository': 'users/data',
  'projects-repository': 'projects/data',
  'public-surveys-repository': 'public/data',
  'reports-repository': 'reports/data',
  'research-exports-repository': 'exports/data',
  'series-repository': 'series/data',
  'series-template-read': 'series/data',
  'sticky-notes-repository': 'notes/data',
  'table-definition': 'platform/data',
  'users-repository': 'members/data',
  versioned: 'platform/data',
};

/** Single files outside domain/ and data/ (old path without .ts → new path without .ts). */
const FILES = {
  config: 'platform/config',
  'http/log': 'platform/log',
  'http/routes': 'areas',
  'jobs/export': 'exports/jobs/export',
  'jobs/export-render': 'exports/jobs/export-render',
  'jobs/research-export': 'exports/jobs/research-export',
  'jobs/followup-escalation': 'followups/jobs/followup-escalation',
  'jobs/rotate-origin-verify': 'platform/jobs/rotate-origin-verify',
  // The follow-ups area was a folder already; its adapters join the data/ of every area.
  'followups/repository': 'followups/data/repository',
  'followups/resources-repository': 'followups/data/resources-repository',
  'followups/items': 'followups/data/items',
  'followups/eraser': 'followups/data/eraser',
  'followups/outbox': 'followups/data/outbox',
  'followups/mail': 'followups/data/mail',
  'followups/escalation-job': 'followups/jobs/escalation-job',
  // Route handlers' wiring: each area's deps.ts (handlers/<folder>/deps of a folder that is not an area).
  'handlers/audit/deps': 'admin/deps',
  'handlers/exports/deps': 'exports/deps',
  'handlers/research/deps': 'exports/research-deps',
  'handlers/fhir/deps': 'fhir/deps',
  'handlers/modules/deps': 'modules/deps',
  'handlers/notes/deps': 'notes/deps',
  'handlers/pdf/deps': 'pdf/deps',
  'handlers/projects/deps': 'projects/deps',
  'handlers/public-surveys/deps': 'public/deps',
  'handlers/reports/deps': 'reports/deps',
  'handlers/series/deps': 'series/deps',
  'handlers/users/deps': 'users/deps',
  'handlers/users/partner/deps': 'users/partner-deps',
  // A Cognito trigger (its own function, infra/lib/partner-sign-in.ts), no API route.
  'handlers/users/partner-auth-triggers': 'users/identity/partner-auth-triggers',
};

/** Folders moved whole (old → new). */
const FOLDERS = { http: 'platform/http', identity: 'users/identity' };

/**
 * Route handlers whose file name would not say what they do in their area's handlers/ (or would clash):
 * handlers/<folder>/<name> → <new name> (the area comes from the binding table).
 */
const HANDLER_NAMES = {
  'public-surveys/create': 'create-lead',
  'public-surveys/list': 'list-leads',
  'public-surveys/mark-contacted': 'mark-lead-contacted',
  'audit/list': 'list-audit-events',
  'audit/member-csv': 'member-audit-csv',
  'research/download': 'research-download',
  'research/get': 'research-get',
  'research/list': 'research-list',
  'research/series': 'research-series',
  'research/start': 'research-start',
  'quotes/today': 'quote-today',
};

/** The folders whose every file must be placed (the old layers). */
const OLD_LAYERS = ['areas/', 'handlers/', 'domain/', 'data/', 'http/', 'identity/', 'jobs/'];

// ---------------------------------------------------------------------------------------------------
// Reading the old layout.

const tracked = git('ls-files').split('\n').filter(Boolean);
const trackedSet = new Set(tracked);
const read = (file) => readFileSync(join(root, file), 'utf8');

const routesFile = `${SRC}/http/routes.ts`;
const routesText = read(routesFile);
/** The binding table: route name → { area, file } (file relative to functions/src, no extension). */
const bindings = [...routesText.matchAll(/^\s*(\w+): \{ area: '(\w+)', file: '([^']+)' \},?$/gm)].map(
  ([, name, area, file]) => ({ name, area, file }),
);
if (bindings.length < 100) throw new Error(`Read only ${bindings.length} bindings from ${routesFile}`);
const areaNames = [...new Set(bindings.map((b) => b.area))];
const areaOfHandler = new Map(bindings.map((b) => [b.file, b.area]));

/** Splits `x.test.ts` / `x.int.test.ts` / `x.ts` into its module stem and suffix. */
function stemOf(file) {
  const m = /^(.*?)((?:\.int)?\.test\.ts|\.ts)$/.exec(file);
  return m ? { stem: m[1], suffix: m[2] } : undefined;
}

/** New path (relative to functions/src, with suffix) of a file relative to functions/src, or undefined. */
function placeOf(rel) {
  const parts = stemOf(rel);
  if (!parts) return undefined;
  const { stem, suffix } = parts;
  if (FILES[stem]) return FILES[stem] + suffix;
  if (stem.startsWith('areas/')) return `${stem.slice('areas/'.length)}/entry${suffix}`;
  if (stem.startsWith('domain/')) {
    const name = stem.slice('domain/'.length);
    const folder = DOMAIN[name];
    if (!folder) return undefined;
    return `${folder}/${DOMAIN_NAMES[name] ?? name.split('/').pop()}${suffix}`;
  }
  if (stem.startsWith('data/')) {
    const name = stem.slice('data/'.length);
    return DATA[name] ? `${DATA[name]}/${name}${suffix}` : undefined;
  }
  if (stem.startsWith('handlers/')) {
    const handler = stem.slice('handlers/'.length);
    const area = areaOfHandler.get(stem);
    if (!area) return undefined;
    const name = HANDLER_NAMES[handler] ?? handler.split('/').pop();
    return `${area}/handlers/${name}${suffix}`;
  }
  for (const [from, to] of Object.entries(FOLDERS)) {
    if (stem.startsWith(`${from}/`)) return `${to}/${stem.slice(from.length + 1)}${suffix}`;
  }
  return undefined;
}

/** Old repository path → new repository path, for every file that moves. */
const moves = new Map();
const unplaced = [];
for (const file of tracked) {
  if (!file.startsWith(`${SRC}/`)) continue;
  const rel = file.slice(SRC.length + 1);
  const place = placeOf(rel);
  if (place && place !== rel) moves.set(file, `${SRC}/${place}`);
  else if (!place && OLD_LAYERS.some((layer) => rel.startsWith(layer))) unplaced.push(rel);
}
if (unplaced.length > 0) {
  console.error(`No place for these files (add them to the tables of ${SELF}):\n  ${unplaced.join('\n  ')}`);
  process.exit(1);
}
const targets = new Map();
for (const [from, to] of moves) {
  if (targets.has(to)) throw new Error(`${from} and ${targets.get(to)} would both move to ${to}`);
  if (trackedSet.has(to) && !moves.has(to)) throw new Error(`${from} would overwrite ${to}`);
  targets.set(to, from);
}

/** Where a repository file is after the move. */
const after = (file) => moves.get(file) ?? file;

// ---------------------------------------------------------------------------------------------------
// Rewriting imports and named paths.

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|json|ya?ml)$/;
const RESOLVE_SUFFIXES = ['.ts', '.tsx', '', '/index.ts'];

/** The tracked file an import of `spec` from `importer` reaches, if any, and the suffix it left out. */
function resolveSpec(importer, spec) {
  const base = spec.startsWith('@circles/functions/')
    ? `${SRC}/${spec.slice('@circles/functions/'.length)}`
    : posix.join(posix.dirname(importer), spec);
  for (const suffix of RESOLVE_SUFFIXES) {
    if (trackedSet.has(base + suffix)) return { file: base + suffix, suffix, base };
  }
  return { file: undefined, suffix: '', base };
}

/** The specifier that reaches the same module from the importer's new place. */
function rewriteSpec(importer, spec) {
  const relativeSpec = spec.startsWith('./') || spec.startsWith('../');
  if (!relativeSpec && !spec.startsWith('@circles/functions/')) return spec;
  const { file, suffix, base } = resolveSpec(importer, spec);
  if (!relativeSpec) {
    if (!file || !moves.has(file)) return spec;
    const moved = after(file);
    return `@circles/functions/${moved.slice(SRC.length + 1, moved.length - suffix.length)}`;
  }
  const newImporter = after(importer);
  if (!file && newImporter === importer) return spec;
  const target = file ? after(file).slice(0, after(file).length - suffix.length) : base;
  if (target === base && newImporter === importer) return spec;
  let out = posix.relative(posix.dirname(newImporter), target);
  if (!out.startsWith('.')) out = `./${out}`;
  return out;
}

const IMPORT_LIKE =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|unmock|importActual)\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\2/g;

/** Rewrites one `functions/src/<path>` named in text (docs, comments, path strings). */
function rewriteMention(path) {
  const file = `${SRC}/${path}`;
  if (moves.has(file)) return after(file).slice(SRC.length + 1);
  if (moves.has(`${file}.ts`)) return after(`${file}.ts`).slice(SRC.length + 1, -'.ts'.length);
  const folders = {
    ...FOLDERS,
    'http/pipeline': 'platform/http/pipeline',
    'domain/testing': 'members/testing',
  };
  return folders[path] ?? path;
}

function rewriteText(file, text) {
  let out = text;
  if (CODE.test(file)) {
    out = out.replace(IMPORT_LIKE, (all, lead, quote, spec) => {
      const next = rewriteSpec(file, spec);
      return next === spec ? all : `${lead}${quote}${next}${quote}`;
    });
  }
  out = out.replace(/functions\/src\/([A-Za-z0-9_./-]*[A-Za-z0-9_-])/g, (all, path) => {
    const next = rewriteMention(path);
    return next === path ? all : `functions/src/${next}`;
  });
  return out;
}

const rewritten = new Map();
for (const file of tracked) {
  if (!TEXT.test(file) || file === SELF || file.endsWith('package-lock.json')) continue;
  if (!existsSync(join(root, file))) continue;
  const text = read(file);
  const next = rewriteText(file, text);
  if (next !== text || moves.has(file)) rewritten.set(after(file), next);
}

// ---------------------------------------------------------------------------------------------------
// The binding table keeps route → area; the area's routes.ts says which handler serves each route.

const areasFile = after(routesFile);
rewritten.set(
  areasFile,
  rewritten
    .get(areasFile)
    .replace(/^(\s*\w+: \{ area: '\w+'), file: '[^']+' \}/gm, '$1 }')
    .replace(/\n {2}\/\*\* Handler module relative to functions\/src[^\n]*\n {2}file: string;/, '')
    .replace(/^(import [^\n]*\n)(?!import)/m, "$1import type { RouteHandler } from './platform/http/area';\n")
    .concat(
      [
        '',
        '/** The route names the binding table gives an area. */',
        'export type RoutesOf<A extends AreaName> = {',
        "  [K in RouteName]: (typeof bindings)[K]['area'] extends A ? K : never;",
        '}[RouteName];',
        '',
        '/**',
        " * An area's routes table (`<area>/routes.ts`): each route the binding table gives the area, with the",
        ' * handler serving it. `satisfies AreaRoutes<area>` makes a missing or foreign route a type error.',
        ' */',
        'export type AreaRoutes<A extends AreaName> = { readonly [K in RoutesOf<A>]: RouteHandler };',
        '',
      ].join('\n'),
    ),
);

/** `list-audit-events` → `listAuditEvents`. */
const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

for (const area of areaNames) {
  const oldEntry = `${SRC}/areas/${area}.ts`;
  if (!trackedSet.has(oldEntry)) throw new Error(`Area ${area} has no entry ${oldEntry}`);
  const entryText = rewritten.get(after(oldEntry)) ?? read(oldEntry);
  // The names the old entry gave its handlers, kept in the routes table.
  const localNames = new Map(
    [...read(oldEntry).matchAll(/import \{ handler as (\w+) \} from '\.\.\/(handlers\/[^']+)';/g)].map(
      ([, local, file]) => [file, local],
    ),
  );
  const own = bindings.filter((b) => b.area === area);
  const rows = own.map((b) => {
    const local = localNames.get(b.file) ?? camel(b.file.split('/').pop());
    const spec = `./handlers/${posix.basename(after(`${SRC}/${b.file}.ts`), '.ts')}`;
    return { name: b.name, local, spec };
  });
  const imports = [...rows]
    .sort((a, b) => a.spec.localeCompare(b.spec))
    .map((r) => `import { handler as ${r.local} } from '${r.spec}';`);
  const routesTs = [
    "import type { AreaRoutes } from '../areas';",
    ...imports,
    '',
    `/**`,
    ` * The ${area} area's routes, each with the handler serving it. The area's entry serves exactly these;`,
    ` * the type holds them to the binding table (functions/src/areas.ts).`,
    ` */`,
    'export const routes = {',
    ...rows.map((r) => (r.name === r.local ? `  ${r.name},` : `  ${r.name}: ${r.local},`)),
    `} satisfies AreaRoutes<'${area}'>;`,
    '',
  ].join('\n');
  const doc = /(\/\*\*[\s\S]*?\*\/)\s*export const handler/.exec(entryText)?.[1] ?? '';
  const entryTs = [
    "import { areaHandler } from '../platform/http/area';",
    "import { routes } from './routes';",
    '',
    doc,
    `export const handler = areaHandler('${area}', Object.values(routes));`,
    '',
  ].join('\n');
  rewritten.set(after(oldEntry), entryTs);
  rewritten.set(`${SRC}/${area}/routes.ts`, routesTs);
}

// ---------------------------------------------------------------------------------------------------
// Doing it.

console.log(`${moves.size} files move; ${rewritten.size} files written.`);
if (dryRun) {
  for (const [from, to] of [...moves].sort()) console.log(`  ${from} → ${to}`);
  process.exit(0);
}
for (const [from, to] of moves) {
  mkdirSync(dirname(join(root, to)), { recursive: true });
  git('mv', from, to);
}
for (const [file, text] of rewritten) writeFileSync(join(root, file), text);
// git mv leaves the old folders behind, empty.
execFileSync('find', [SRC, '-type', 'd', '-empty', '-delete'], { cwd: root });
const written = [...rewritten.keys()].map((file) => relative(root, join(root, file)));
execFileSync('npx', ['prettier', '--write', '--log-level=warn', ...written], { cwd: root, stdio: 'inherit' });
git('add', '-A', ...written);
console.log('Done: review with `git status`, then commit.');

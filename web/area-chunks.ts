import type { Plugin } from 'vite';

/**
 * Chunks by area of the app (issue 20, fast first screens). Left to itself the bundler splits code by
 * the set of chunks that share it: the sign-in screen came in 12 files and the signed-in first screen
 * (routes, password gate, dashboard) in some 50 more, one per schema or MUI component, while a phone
 * over HTTP/1.1 fetches six at a time. Here each area's modules are grouped instead:
 * - `app`: what only the app entry needs (the sign-in screen), into its entry chunk;
 * - `shared-app-print`: what the app and the print entry both need (React, MUI's core, zod);
 * - `screener-shared`: the screener's scoring and texts that the app's screens or print also use;
 * - `contract`: what only the route contract needs (every route's schemas);
 * - `signed-in-print` and `signed-in-routes`: what the signed-in first screen needs beyond those,
 *   shared with the print entry or not.
 * Everything else (the other screens, SurveyJS, the charts, the PDF tools) is split as before. No group
 * holds a module an entry does not reach, so the screener and the print entry never load the app.
 *
 * "Needs" is the static import closure, except that an import of MUI's root barrel (`@mui/material`)
 * counts as imports of the components it names: through the barrel every screen would "need" all of
 * MUI. The sets are computed once the module graph is complete (`buildEnd`), before chunking.
 */

/** The roots of each area, as the ends of their module ids. */
const AREAS = {
  app: ['web/src/main.tsx'],
  print: ['web/src/print/main.tsx'],
  screener: ['web/src/screener/main.ts'],
  contract: ['shared/src/api/contract.ts'],
  signedIn: [
    'web/src/app/routes/signed-in-routes.tsx',
    'web/src/features/users/components/password-change-gate.tsx',
    'web/src/app/screens/dashboard/dashboard-screen.tsx',
  ],
} as const;

type Area = keyof typeof AREAS;

/** The chunk groups, by name: which module ids each captures. */
export interface AreaSets {
  appPrint: Set<string>;
  appOnly: Set<string>;
  screenerShared: Set<string>;
  contract: Set<string>;
  signedInPrint: Set<string>;
  signedIn: Set<string>;
}

const MUI_BARREL = /[\\/]node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?index\.js$/;
const MUI_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mui\/material["']/g;

/** The names a module's code imports from `@mui/material` (its code is already plain JavaScript). */
function muiNames(code: string): string[] {
  const names: string[] = [];
  for (const [, list] of code.matchAll(MUI_IMPORT))
    for (const part of (list ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.push(name);
    }
  return names;
}

const minus = (set: Set<string>, ...others: Set<string>[]) =>
  new Set([...set].filter((id) => !others.some((other) => other.has(id))));
const both = (a: Set<string>, b: Set<string>) => new Set([...a].filter((id) => b.has(id)));

/**
 * The plugin that computes the area sets, and the sets its `codeSplitting.groups` read (empty until
 * the graph is complete, which is before any chunk is made).
 */
export function areaChunks(): { plugin: Plugin; sets: AreaSets } {
  const sets: AreaSets = {
    appPrint: new Set(),
    appOnly: new Set(),
    screenerShared: new Set(),
    contract: new Set(),
    signedInPrint: new Set(),
    signedIn: new Set(),
  };
  const plugin: Plugin = {
    name: 'circles-area-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const find = (end: string) => {
        const id = ids.find((candidate) => candidate.replace(/\\/g, '/').endsWith(end));
        if (!id) throw new Error(`area-chunks: no module ends with ${end}`);
        return id;
      };
      // What each import of the MUI barrel stands for: the modules of the names imported.
      const viaBarrel = new Map<string, string[]>();
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (!info?.code || !info.importedIds.some((dep) => MUI_BARREL.test(dep))) continue;
        const targets: string[] = [];
        for (const name of muiNames(info.code)) {
          const direct = await this.resolve(`@mui/material/${name}`, id);
          const target =
            direct && this.getModuleInfo(direct.id) ? direct : await this.resolve('@mui/material/styles', id);
          // A name found nowhere: the whole barrel, which only makes an area need more.
          targets.push(target?.id ?? info.importedIds.find((dep) => MUI_BARREL.test(dep))!);
        }
        viaBarrel.set(id, targets);
      }
      const needs = (roots: readonly string[]) => {
        const seen = new Set<string>();
        const stack = roots.map(find);
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const dep of info?.importedIds ?? [])
            if (!MUI_BARREL.test(dep) || !viaBarrel.has(id)) stack.push(dep);
          stack.push(...(viaBarrel.get(id) ?? []));
        }
        return seen;
      };
      const area = Object.fromEntries(
        Object.entries(AREAS).map(([name, roots]) => [name, needs(roots)]),
      ) as Record<Area, Set<string>>;
      const elsewhere = [area.app, area.print, area.screener];
      const signedIn = new Set([...area.contract, ...area.signedIn, ...area.print]);
      sets.screenerShared = minus(both(area.screener, signedIn), area.app);
      sets.appPrint = minus(both(area.app, area.print), area.screener);
      sets.appOnly = minus(area.app, area.print, area.screener);
      sets.contract = minus(area.contract, ...elsewhere);
      sets.signedInPrint = minus(both(area.signedIn, area.print), area.app, area.screener, sets.contract);
      sets.signedIn = minus(area.signedIn, ...elsewhere, sets.contract);
    },
  };
  return { plugin, sets };
}

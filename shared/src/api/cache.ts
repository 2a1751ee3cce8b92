/**
 * The families of the web's cached queries, by what they show. A mutation route of the contract names
 * the families its success makes stale (`RouteDef.invalidates`); the web keeps each family's query key
 * root in one place (web/src/lib/query-keys.ts) and refetches the named families after the call, so
 * every screen showing that data shows the new data without a reload.
 */
export const queryFamilies = [
  'memberModules',
  'moduleTemplates',
  'seriesTemplates',
  'seriesInstances',
  'workbooks',
  'projects',
  'users',
  'notes',
  'reports',
  'dashboard',
  'leads',
  'exports',
  'audit',
  'research',
  // follow-ups from flags (issue 24): helpers' lists, one follow-up, the member's state, the figures
  'followups',
] as const;

/** One family of cached queries. */
export type QueryFamily = (typeof queryFamilies)[number];

/** What a member module write changes: the module, its series instance's progress, reports and dashboards. */
export const moduleWriteEffects = [
  'memberModules',
  'seriesInstances',
  'reports',
  'dashboard',
  // a save that raises a flag opens follow-ups in the same transaction (issue 24)
  'followups',
] as const satisfies readonly QueryFamily[];

/** What a series change changes: templates, instances and the member modules they hold, and their views. */
export const seriesWriteEffects = [
  'seriesTemplates',
  'seriesInstances',
  'memberModules',
  'workbooks',
  'projects',
  'reports',
  'dashboard',
] as const satisfies readonly QueryFamily[];

/**
 * What a change of a person or an assignment changes: people lists and profiles, and every list that
 * shows a member's name or depends on who is assigned to whom.
 */
export const peopleWriteEffects = [
  'users',
  'memberModules',
  'seriesInstances',
  'workbooks',
  'projects',
  'reports',
  'dashboard',
] as const satisfies readonly QueryFamily[];

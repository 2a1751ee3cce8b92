import type { QueryFamily } from '@circles/shared/api/cache';

/**
 * The root of every family of cached queries (issue 22): each feature's query keys start with its
 * family's root here (`memberModuleKeys.all` is `queryRoots.memberModules`), so a mutation can make a
 * family stale by the name its contract route declares (`RouteDef.invalidates`), whichever feature
 * shows it.
 */
export const queryRoots = {
  memberModules: ['memberModules'],
  moduleTemplates: ['moduleTemplates'],
  seriesTemplates: ['seriesTemplates'],
  seriesInstances: ['seriesInstances'],
  workbooks: ['workbooks'],
  projects: ['projects'],
  users: ['users'],
  notes: ['notes'],
  reports: ['reports'],
  dashboard: ['dashboard'],
  leads: ['leads'],
  exports: ['exports'],
  audit: ['audit'],
  research: ['research'],
  followups: ['followups'],
} as const satisfies Record<QueryFamily, readonly [string]>;

import { localName } from '../../../lib/i18n/local-name';

/** A member module as the Modules tab lists it (the profile answer's `memberSurveys`). */
export interface MemberModuleView {
  _id: string;
  name: string;
  /** Its French name (issue 25), when the template had one. */
  nameFr?: string;
  approved: boolean;
  createdAt: string;
  createdBy?: string;
  /** Who started it, last changed it and approved it: their names, shown instead of their ids. */
  createdByName?: string;
  updatedAt: string;
  modifiedBy?: string;
  modifiedByName?: string;
  approvedBy?: string;
  approvedByName?: string;
}

/**
 * The latest version of each module name (by last change, then start) with how many earlier versions
 * it has (spec 002 §2.1), in order of the name as the reader reads it (issue 25; grouped by the stored
 * English name, which every version shares).
 */
export function latestPerName(
  modules: readonly MemberModuleView[],
): { module: MemberModuleView; previous: number }[] {
  const byName = new Map<string, MemberModuleView[]>();
  for (const m of modules) byName.set(m.name, [...(byName.get(m.name) ?? []), m]);
  return [...byName.values()]
    .map((versions) => {
      const sorted = [...versions].sort(
        (a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.createdAt.localeCompare(a.createdAt),
      );
      return { module: sorted[0] as MemberModuleView, previous: sorted.length - 1 };
    })
    .sort((a, b) => localName(a.module).localeCompare(localName(b.module)));
}

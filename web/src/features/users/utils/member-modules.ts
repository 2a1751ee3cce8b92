/** A member module as the Modules tab lists it (the profile answer's `memberSurveys`). */
export interface MemberModuleView {
  _id: string;
  name: string;
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
 * it has (spec 002 §2.1), in name order.
 */
export function latestPerName(
  modules: readonly MemberModuleView[],
): { module: MemberModuleView; previous: number }[] {
  const byName = new Map<string, MemberModuleView[]>();
  for (const m of modules) byName.set(m.name, [...(byName.get(m.name) ?? []), m]);
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, versions]) => {
      const sorted = [...versions].sort(
        (a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.createdAt.localeCompare(a.createdAt),
      );
      return { module: sorted[0] as MemberModuleView, previous: sorted.length - 1 };
    });
}

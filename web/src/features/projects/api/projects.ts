import { useQuery } from '@tanstack/react-query';
import type {
  ProjectAssignSeriesTemplateBody,
  ProjectAssignMemberBody,
  ProjectCreateBody,
} from '@circles/shared/schemas/series';
import type { Choice } from '../../../components/ui/pick-list';
import { apiCall } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { queryRoots } from '../../../lib/query-keys';
import { localName } from '../../../lib/i18n/local-name';

/** Query keys of projects: every project query starts with `projectKeys.all`. */
export const projectKeys = {
  all: queryRoots.projects,
  list: () => [...projectKeys.all, 'list'] as const,
  series: () => [...projectKeys.all, 'seriesChoices'] as const,
  members: () => [...projectKeys.all, 'memberChoices'] as const,
};

/** Every project, newest first (Admin). */
export function useProjects() {
  return useQuery({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => apiCall('projectsList', { signal }).then((r) => r.projectList),
  });
}

/** The series templates a project may group (Create Project, Assign Series). */
export function useSeriesChoices(enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.series(),
    enabled,
    queryFn: ({ signal }) => apiCall('collectionsList', { signal }).then((r) => r.collectionList),
    // Named as the reader reads them (issue 25), when shown: a language switch names them again.
    select: (list): Choice[] => list.map((c) => ({ id: c._id, name: localName(c) })),
  });
}

// Spec 001 §2.8: the project list reloads after every change (a failed delete may be partial), with
// what else the contract route names (assignments move series instances and workbooks).
const useProjectMutation = useApiMutation;

/** Creates a project with its series (201). */
export function useCreateProject() {
  return useProjectMutation('projectsCreate', (body: ProjectCreateBody) =>
    apiCall('projectsCreate', { body }),
  );
}

/** Adds members to one project. */
export function useAssignProjectMembers() {
  return useProjectMutation('projectsAssignMember', (body: ProjectAssignMemberBody) =>
    apiCall('projectsAssignMember', { body }),
  );
}

/** Adds series to one project. */
export function useAssignProjectSeries() {
  return useProjectMutation('projectsAssignCollection', (body: ProjectAssignSeriesTemplateBody) =>
    apiCall('projectsAssignCollection', { body }),
  );
}

/** Deletes projects, one call per project (spec 001 §7). */
export function useDeleteProjects() {
  return useProjectMutation('projectsDelete', async (ids: readonly string[]) => {
    for (const id of ids) await apiCall('projectsDelete', { params: { id } });
  });
}

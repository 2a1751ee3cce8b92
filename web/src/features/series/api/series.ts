import { useQuery } from '@tanstack/react-query';
import type {
  SeriesTemplateAssignMemberBody,
  SeriesTemplateAssignProjectBody,
  SeriesTemplateCreateBody,
  SeriesInstanceCreateBody,
} from '@circles/shared/schemas/series';
import type { Choice } from '../../../components/ui/pick-list';
import { apiCall } from '../../../lib/api-client';
import { localName } from '../../../lib/i18n/local-name';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { seriesInstanceKeys } from './series-instances';
import { queryRoots } from '../../../lib/query-keys';

/** Query keys of series templates: every template query starts with `seriesKeys.all`. */
export const seriesKeys = {
  all: queryRoots.seriesTemplates,
  list: () => [...seriesKeys.all, 'list'] as const,
  moduleChoices: () => [...seriesKeys.all, 'moduleChoices'] as const,
};

/** The series templates the caller may read, newest first. */
export function useSeriesTemplates(enabled = true) {
  return useQuery({
    queryKey: seriesKeys.list(),
    enabled,
    queryFn: ({ signal }) => apiCall('collectionsList', { signal }).then((r) => r.collectionList),
  });
}

/** The series instances the caller may read, newest first. */
export function useSeriesInstances(enabled = true) {
  return useQuery({
    queryKey: [...seriesInstanceKeys.all, 'list'],
    enabled,
    queryFn: ({ signal }) =>
      apiCall('memberCollectionsList', { query: { limit: 1000 }, signal }).then(
        (r) => r.memberCollectionList,
      ),
  });
}

/** The module templates a series template may hold (Create Series Template). */
export function useModuleTemplateChoices(enabled: boolean) {
  return useQuery({
    queryKey: seriesKeys.moduleChoices(),
    enabled,
    queryFn: ({ signal }) => apiCall('surveysList', { signal }).then((r) => r.surveyList),
    // Named as the reader reads them (issue 25), when shown: a language switch names them again.
    select: (list): Choice[] => list.map((s) => ({ id: s._id, name: localName(s) })),
  });
}

/** The projects a series may be added to (Assign Project, Admin). */
export function useProjectChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...seriesKeys.all, 'projectChoices'],
    enabled,
    queryFn: ({ signal }): Promise<Choice[]> =>
      apiCall('projectsList', { signal }).then((r) =>
        r.projectList.map((p) => ({ id: p._id, name: p.name })),
      ),
  });
}

// Lists reload after every change (spec 001 §4; a failed multi-delete may be partial): the contract
// route names what a series change makes stale (instances, their modules, reports, dashboards).
const useSeriesMutation = useApiMutation;

/** Creates a series template from module templates (Admin). */
export function useCreateSeriesTemplate() {
  return useSeriesMutation('collectionsCreate', (body: SeriesTemplateCreateBody) =>
    apiCall('collectionsCreate', { body }),
  );
}

/** Starts a series instance for one member (its member modules are created with it). */
export function useStartSeriesInstance() {
  return useSeriesMutation('memberCollectionsCreate', (body: SeriesInstanceCreateBody) =>
    apiCall('memberCollectionsCreate', { body }).then((r) => r.memberCollection),
  );
}

/** Deletes series templates, one call each (a template with instances is archived by the server). */
export function useDeleteSeriesTemplates() {
  return useSeriesMutation('collectionsDelete', async (ids: readonly string[]) => {
    for (const id of ids) await apiCall('collectionsDelete', { params: { id } });
  });
}

/** Deletes series instances, one call each (one with answers is refused with 409). */
export function useDeleteSeriesInstances() {
  return useSeriesMutation('memberCollectionsDelete', async (ids: readonly string[]) => {
    for (const id of ids) await apiCall('memberCollectionsDelete', { params: { id } });
  });
}

/** Adds members (Patients, Volunteers) or, `as: 'coordinator'`, Coordinators to a series template. */
export function useAssignSeriesMembers() {
  return useSeriesMutation('collectionsAssignMember', (body: SeriesTemplateAssignMemberBody) =>
    apiCall('collectionsAssignMember', { body }),
  );
}

/** Adds a series template to projects (both sides change in one transaction on the server). */
export function useAssignSeriesProjects() {
  return useSeriesMutation('collectionsAssignProject', (body: SeriesTemplateAssignProjectBody) =>
    apiCall('collectionsAssignProject', { body }),
  );
}

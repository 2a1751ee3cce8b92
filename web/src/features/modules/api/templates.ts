import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ModuleTemplate,
  ModuleTemplateCreateBody,
  ModuleTemplatePatchBody,
} from '@circles/shared/schemas/module';
import { apiCall } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Query keys of module templates: every template query starts with `templateKeys.all`. */
export const templateKeys = {
  all: queryRoots.moduleTemplates,
  list: () => [...templateKeys.all, 'list'] as const,
  one: (id: string) => [...templateKeys.all, 'one', id] as const,
};

/** The module templates (no definitions), newest first. */
export function templatesQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: templateKeys.list(),
    queryFn: ({ signal }) => apiCall('surveysList', { signal }).then((r) => r.surveyList),
    enabled,
  });
}

/** The module templates list (Workbook tab, pickers). */
export function useTemplates(enabled = true) {
  return useQuery(templatesQueryOptions(enabled));
}

/** One template with its definition (designer, viewer). */
export function useTemplate(id: string) {
  return useQuery({
    queryKey: templateKeys.one(id),
    queryFn: ({ signal }) => apiCall('surveysGet', { params: { id }, signal }).then((r) => r.survey),
  });
}

/** Creates a template (Create Template); the list reloads after. */
export function useCreateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ModuleTemplateCreateBody) => apiCall('surveysCreate', { body }).then((r) => r.survey),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.list() }),
  });
}

/** Saves a template's name, definition and public flag (versioned: a stale version answers 409). */
export function useUpdateTemplate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ModuleTemplatePatchBody) =>
      apiCall('surveysUpdate', { params: { id }, body }).then((r) => r.survey),
    onSuccess: (template: ModuleTemplate) => {
      client.setQueryData(templateKeys.one(id), template);
      void client.invalidateQueries({ queryKey: templateKeys.list() });
    },
  });
}

/** Deletes templates, one call per item (spec 001 §7); a used one is archived by the server. */
export function useDeleteTemplates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      for (const id of ids) await apiCall('surveysDelete', { params: { id } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

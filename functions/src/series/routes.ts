import type { AreaRoutes } from '../areas';
import { handler as assignMember } from './handlers/assign-member';
import { handler as assignProject } from './handlers/assign-project';
import { handler as createTemplate } from './handlers/create-template';
import { handler as deleteInstance } from './handlers/delete-instance';
import { handler as deleteTemplate } from './handlers/delete-template';
import { handler as getInstance } from './handlers/get-instance';
import { handler as getTemplate } from './handlers/get-template';
import { handler as listClientInstances } from './handlers/list-member-instances';
import { handler as listInstances } from './handlers/list-instances';
import { handler as listMemberSeriesTab } from './handlers/list-member-series-tab';
import { handler as listTemplates } from './handlers/list-templates';
import { handler as startInstance } from './handlers/start-instance';

/**
 * The series area's routes, each with the handler serving it. The area's entry serves exactly these;
 * the type holds them to the binding table (functions/src/areas.ts).
 */
export const routes = {
  collectionsList: listTemplates,
  collectionsGet: getTemplate,
  collectionsCreate: createTemplate,
  collectionsDelete: deleteTemplate,
  collectionsAssignMember: assignMember,
  collectionsAssignProject: assignProject,
  memberCollectionsList: listInstances,
  memberCollectionsGet: getInstance,
  memberCollectionsOfClient: listClientInstances,
  collectionsOfPatient: listMemberSeriesTab,
  memberCollectionsCreate: startInstance,
  memberCollectionsDelete: deleteInstance,
} satisfies AreaRoutes<'series'>;

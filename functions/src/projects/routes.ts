import type { AreaRoutes } from '../areas';
import { handler as assignCollection } from './handlers/assign-series-template';
import { handler as assignMember } from './handlers/assign-member';
import { handler as assignWorkbooks } from './handlers/assign-workbooks';
import { handler as createProject } from './handlers/create-project';
import { handler as createWorkbook } from './handlers/create-workbook';
import { handler as deleteProject } from './handlers/delete-project';
import { handler as listOwnWorkbooks } from './handlers/list-own-workbooks';
import { handler as listProjects } from './handlers/list-projects';
import { handler as listWorkbooks } from './handlers/list-workbooks';

/**
 * The projects area's routes, each with the handler serving it. The area's entry serves exactly these;
 * the type holds them to the binding table (functions/src/areas.ts).
 */
export const routes = {
  workbooksList: listWorkbooks,
  workbooksMine: listOwnWorkbooks,
  workbooksCreate: createWorkbook,
  workbooksAssign: assignWorkbooks,
  projectsList: listProjects,
  projectsCreate: createProject,
  projectsAssignMember: assignMember,
  projectsAssignCollection: assignCollection,
  projectsDelete: deleteProject,
} satisfies AreaRoutes<'projects'>;

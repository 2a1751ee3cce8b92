import { handler as assignCollection } from '../handlers/projects/assign-collection';
import { handler as assignMember } from '../handlers/projects/assign-member';
import { handler as assignWorkbooks } from '../handlers/projects/assign-workbooks';
import { handler as createProject } from '../handlers/projects/create-project';
import { handler as createWorkbook } from '../handlers/projects/create-workbook';
import { handler as deleteProject } from '../handlers/projects/delete-project';
import { handler as listOwnWorkbooks } from '../handlers/projects/list-own-workbooks';
import { handler as listProjects } from '../handlers/projects/list-projects';
import { handler as listWorkbooks } from '../handlers/projects/list-workbooks';
import { areaHandler } from '../http/area';

/** The projects area's function: workbooks and projects (spec 001 §7). */
export const handler = areaHandler('projects', [
  listWorkbooks,
  listOwnWorkbooks,
  createWorkbook,
  assignWorkbooks,
  listProjects,
  createProject,
  assignMember,
  assignCollection,
  deleteProject,
]);

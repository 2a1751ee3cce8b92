import { handler as assignMember } from '../handlers/series/assign-member';
import { handler as assignProject } from '../handlers/series/assign-project';
import { handler as createTemplate } from '../handlers/series/create-template';
import { handler as deleteInstance } from '../handlers/series/delete-instance';
import { handler as deleteTemplate } from '../handlers/series/delete-template';
import { handler as getInstance } from '../handlers/series/get-instance';
import { handler as getTemplate } from '../handlers/series/get-template';
import { handler as listClientInstances } from '../handlers/series/list-client-instances';
import { handler as listInstances } from '../handlers/series/list-instances';
import { handler as listPatientCollections } from '../handlers/series/list-patient-collections';
import { handler as listTemplates } from '../handlers/series/list-templates';
import { handler as startInstance } from '../handlers/series/start-instance';
import { areaHandler } from '../http/area';

/** The series area's function: series templates and series instances (spec 001 §7). */
export const handler = areaHandler('series', [
  listTemplates,
  getTemplate,
  createTemplate,
  deleteTemplate,
  assignMember,
  assignProject,
  listInstances,
  getInstance,
  listClientInstances,
  listPatientCollections,
  startInstance,
  deleteInstance,
]);

import { handler as createTemplate } from '../handlers/modules/create-template';
import { handler as deleteMemberModule } from '../handlers/modules/delete-member-module';
import { handler as deleteTemplate } from '../handlers/modules/delete-template';
import { handler as getMemberModule } from '../handlers/modules/get-member-module';
import { handler as getTemplate } from '../handlers/modules/get-template';
import { handler as listMemberModules } from '../handlers/modules/list-member-modules';
import { handler as listOwnModules } from '../handlers/modules/list-own-modules';
import { handler as listTemplates } from '../handlers/modules/list-templates';
import { handler as startMemberModule } from '../handlers/modules/start-member-module';
import { handler as updateMemberModule } from '../handlers/modules/update-member-module';
import { handler as updateTemplate } from '../handlers/modules/update-template';
import { areaHandler } from '../http/area';

/** The modules area's function: module templates and member modules (spec 001 §7). */
export const handler = areaHandler('modules', [
  listTemplates,
  getTemplate,
  createTemplate,
  updateTemplate,
  deleteTemplate,
  listMemberModules,
  listOwnModules,
  getMemberModule,
  startMemberModule,
  updateMemberModule,
  deleteMemberModule,
]);

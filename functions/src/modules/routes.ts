import type { AreaRoutes } from '../areas';
import { handler as createTemplate } from './handlers/create-template';
import { handler as deleteMemberModule } from './handlers/delete-member-module';
import { handler as deleteTemplate } from './handlers/delete-template';
import { handler as getMemberModule } from './handlers/get-member-module';
import { handler as getTemplate } from './handlers/get-template';
import { handler as listMemberModules } from './handlers/list-member-modules';
import { handler as listOwnModules } from './handlers/list-own-modules';
import { handler as listTemplates } from './handlers/list-templates';
import { handler as startMemberModule } from './handlers/start-member-module';
import { handler as updateMemberModule } from './handlers/update-member-module';
import { handler as updateTemplate } from './handlers/update-template';

/**
 * The modules area's routes, each with the handler serving it. The area's entry serves exactly these;
 * the type holds them to the binding table (functions/src/areas.ts).
 */
export const routes = {
  surveysList: listTemplates,
  surveysGet: getTemplate,
  surveysCreate: createTemplate,
  surveysUpdate: updateTemplate,
  surveysDelete: deleteTemplate,
  memberSurveysList: listMemberModules,
  memberSurveysMine: listOwnModules,
  memberSurveysGet: getMemberModule,
  memberSurveysCreate: startMemberModule,
  memberSurveysUpdate: updateMemberModule,
  memberSurveysDelete: deleteMemberModule,
} satisfies AreaRoutes<'modules'>;

import type {
  MemberModule,
  MemberModuleSummary,
  ModuleTemplateSummary,
} from '@circles/shared/schemas/module';

const at = '2026-03-07T12:00:00.000Z';

/**
 * The private module template `tpl-1` 'Intake Form' as the template list answers it, made by Cora;
 * `changes` replace whole fields.
 */
export function intakeTemplate(changes: Partial<ModuleTemplateSummary> = {}): ModuleTemplateSummary {
  return {
    _id: 'tpl-1',
    name: 'Intake Form',
    missingFrench: true,
    isPublic: false,
    archived: false,
    createdAt: at,
    createdBy: 'cora',
    updatedAt: at,
    modifiedBy: 'cora',
    version: 1,
    ...changes,
  };
}

/**
 * Mary's member module `ms-1` of that template, started by Cora, 40 % answered, not in a series;
 * `changes` replace whole fields.
 */
export function marysIntakeModule(changes: Partial<MemberModuleSummary> = {}): MemberModuleSummary {
  return {
    _id: 'ms-1',
    name: 'Intake Form',
    templateId: 'tpl-1',
    memberCollection: null,
    patientId: 'mary',
    patientName: 'Mary Member',
    completeness: 40,
    completed: false,
    approved: false,
    createdAt: at,
    createdBy: 'cora',
    updatedAt: at,
    modifiedBy: 'cora',
    version: 2,
    ...changes,
  };
}

/** Mary's one-question module 'Outing' at version 3, whole (the fill-in's tests). */
export function outingModule(changes: Partial<MemberModule> = {}): MemberModule {
  const when = '2026-11-20T10:00:00.000Z';
  return {
    _id: 'ms-1',
    name: 'Outing',
    templateId: 'tpl-1',
    memberCollection: null,
    patientId: 'mary',
    patientName: 'Mary Member',
    completeness: 0,
    completed: false,
    approved: false,
    createdAt: when,
    createdBy: 'v',
    updatedAt: when,
    modifiedBy: 'v',
    version: 3,
    canRestore: false,
    surveyJSON: { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'a', title: 'First answer' }] }] },
    responseJSON: {},
    ...changes,
  };
}

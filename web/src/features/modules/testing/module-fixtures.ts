import type { MemberSurveySummary, SurveySummary } from '@circles/shared/schemas/module';

const at = '2026-03-07T12:00:00.000Z';

/**
 * The private module template `tpl-1` 'Intake Form' as the template list answers it, made by Cora;
 * `changes` replace whole fields.
 */
export function intakeTemplate(changes: Partial<SurveySummary> = {}): SurveySummary {
  return {
    _id: 'tpl-1',
    name: 'Intake Form',
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
export function marysIntakeModule(changes: Partial<MemberSurveySummary> = {}): MemberSurveySummary {
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

import type { MemberSurveySummary, SurveySummary } from '@circles/shared/schemas/module';
import { msg } from '@circles/shared/messages/modules';
import type { Column } from '../../../components/ui/data-table/table-model';
import { FrenchMissingChip } from '../../../components/ui/french-missing-chip';
import { bothNames, localName } from '../../../lib/i18n/local-name';
import { shownDate } from '../../../lib/shown-date';

/** A template's name in the reader's language, flagged when it lacks French (issue 25). */
function TemplateName({ template }: { template: SurveySummary }) {
  return (
    <>
      {localName(template)}
      {template.missingFrench && <FrenchMissingChip />}
    </>
  );
}

/** Columns of the Module Templates view (spec 001 §2.1): name, ID, created, modified; filters surveyName, surveyId. */
export const templateColumns = (): Column<SurveySummary>[] => [
  {
    id: 'surveyName',
    label: msg('modules.col.name'),
    filterLabel: msg('modules.filter.surveyName'),
    render: (t) => <TemplateName template={t} />,
    sortValue: (t) => localName(t).toLowerCase(),
    filterValue: bothNames,
  },
  {
    id: 'surveyId',
    label: msg('modules.col.id'),
    filterLabel: msg('modules.filter.surveyId'),
    render: (t) => t._id,
    sortValue: (t) => t._id,
    filterValue: (t) => t._id,
  },
  {
    id: 'createdAt',
    label: msg('modules.col.created'),
    render: (t) => shownDate(t.createdAt),
    sortValue: (t) => t.createdAt,
  },
  {
    id: 'updatedAt',
    label: msg('modules.col.modified'),
    render: (t) => shownDate(t.updatedAt),
    sortValue: (t) => t.updatedAt,
  },
];

/** The Module Templates a phone shows (issue 20): name and last change; the ID stays a search field. */
export const TEMPLATE_PHONE_COLUMNS = ['surveyName', 'updatedAt'] as const;

/** The User Modules a phone shows (issue 20): module, member and completeness; ids stay search fields. */
export const USER_MODULE_PHONE_COLUMNS = ['surveyName', 'memberName', 'completeness'] as const;

/**
 * Columns of the User Modules view (spec 001 §2.1): the template's plus completeness, client name and
 * ID, member series ID and survey template ID; filters surveyName, surveyId, memberSurveyId,
 * completeness, memberCollectionId, memberName, memberId.
 */
export const userModuleColumns = (): Column<MemberSurveySummary>[] => [
  {
    id: 'surveyName',
    label: msg('modules.col.name'),
    filterLabel: msg('modules.filter.surveyName'),
    render: (m) => localName(m),
    sortValue: (m) => localName(m).toLowerCase(),
    filterValue: bothNames,
  },
  {
    id: 'memberSurveyId',
    label: msg('modules.col.id'),
    filterLabel: msg('modules.filter.memberSurveyId'),
    render: (m) => m._id,
    sortValue: (m) => m._id,
    filterValue: (m) => m._id,
  },
  {
    id: 'completeness',
    label: msg('modules.col.completeness'),
    filterLabel: msg('modules.filter.completeness'),
    render: (m) => String(m.completeness),
    sortValue: (m) => m.completeness,
    filterValue: (m) => String(m.completeness),
  },
  {
    id: 'memberName',
    label: msg('modules.col.clientName'),
    filterLabel: msg('modules.filter.memberName'),
    render: (m) => m.patientName,
    sortValue: (m) => m.patientName.toLowerCase(),
    filterValue: (m) => m.patientName,
  },
  {
    id: 'memberId',
    label: msg('modules.col.clientId'),
    filterLabel: msg('modules.filter.memberId'),
    render: (m) => m.patientId,
    sortValue: (m) => m.patientId,
    filterValue: (m) => m.patientId,
  },
  {
    id: 'memberCollectionId',
    label: msg('modules.col.memberSeriesId'),
    filterLabel: msg('modules.filter.memberCollectionId'),
    render: (m) => m.memberCollection ?? '',
    sortValue: (m) => m.memberCollection ?? '',
    filterValue: (m) => m.memberCollection ?? '',
  },
  {
    id: 'surveyId',
    label: msg('modules.col.templateId'),
    filterLabel: msg('modules.filter.surveyId'),
    render: (m) => m.templateId,
    sortValue: (m) => m.templateId,
    filterValue: (m) => m.templateId,
  },
  {
    id: 'createdAt',
    label: msg('modules.col.created'),
    render: (m) => shownDate(m.createdAt),
    sortValue: (m) => m.createdAt,
  },
  {
    id: 'updatedAt',
    label: msg('modules.col.modified'),
    render: (m) => shownDate(m.updatedAt),
    sortValue: (m) => m.updatedAt,
  },
];

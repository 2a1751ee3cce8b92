import type { MemberModuleSummary, ModuleTemplateSummary } from '@circles/shared/schemas/module';
import { msg } from '@circles/shared/messages/modules';
import type { Column } from '../../../components/ui/data-table/table-model';
import { dateColumn, nameColumn, numberColumn, textColumn } from '../../../components/ui/data-table/columns';
import { FrenchMissingChip } from '../../../components/ui/french-missing-chip';
import { bothNames, localName } from '../../../lib/i18n/local-name';

/** A template's name in the reader's language, flagged when it lacks French (issue 25). */
function TemplateName({ template }: { template: ModuleTemplateSummary }) {
  return (
    <>
      {localName(template)}
      {template.missingFrench && <FrenchMissingChip />}
    </>
  );
}

/** Columns of the Module Templates view (spec 001 §2.1): name, ID, created, modified; filters surveyName, surveyId. */
export const templateColumns = (): Column<ModuleTemplateSummary>[] => [
  {
    id: 'surveyName',
    label: msg('modules.col.name'),
    filterLabel: msg('modules.filter.surveyName'),
    render: (t) => <TemplateName template={t} />,
    sortValue: (t) => localName(t).toLowerCase(),
    filterValue: bothNames,
  },
  textColumn(
    { id: 'surveyId', label: msg('modules.col.id'), filterLabel: msg('modules.filter.surveyId') },
    (t) => t._id,
  ),
  dateColumn({ id: 'createdAt', label: msg('modules.col.created') }, (t) => t.createdAt),
  dateColumn({ id: 'updatedAt', label: msg('modules.col.modified') }, (t) => t.updatedAt),
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
export const userModuleColumns = (): Column<MemberModuleSummary>[] => [
  {
    id: 'surveyName',
    label: msg('modules.col.name'),
    filterLabel: msg('modules.filter.surveyName'),
    render: (m) => localName(m),
    sortValue: (m) => localName(m).toLowerCase(),
    filterValue: bothNames,
  },
  textColumn(
    { id: 'memberSurveyId', label: msg('modules.col.id'), filterLabel: msg('modules.filter.memberSurveyId') },
    (m) => m._id,
  ),
  numberColumn(
    {
      id: 'completeness',
      label: msg('modules.col.completeness'),
      filterLabel: msg('modules.filter.completeness'),
    },
    (m) => m.completeness,
    { searchable: true },
  ),
  nameColumn(
    { id: 'memberName', label: msg('modules.col.clientName'), filterLabel: msg('modules.filter.memberName') },
    (m) => m.patientName,
  ),
  textColumn(
    { id: 'memberId', label: msg('modules.col.clientId'), filterLabel: msg('modules.filter.memberId') },
    (m) => m.patientId,
  ),
  textColumn(
    {
      id: 'memberCollectionId',
      label: msg('modules.col.memberSeriesId'),
      filterLabel: msg('modules.filter.memberCollectionId'),
    },
    (m) => m.memberCollection ?? '',
  ),
  textColumn(
    { id: 'surveyId', label: msg('modules.col.templateId'), filterLabel: msg('modules.filter.surveyId') },
    (m) => m.templateId,
  ),
  dateColumn({ id: 'createdAt', label: msg('modules.col.created') }, (m) => m.createdAt),
  dateColumn({ id: 'updatedAt', label: msg('modules.col.modified') }, (m) => m.updatedAt),
];

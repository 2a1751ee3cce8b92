import type { SeriesTemplate, SeriesInstance } from '@circles/shared/schemas/series';
import { msg } from '@circles/shared/messages/modules';
import type { Column } from '../../../components/ui/data-table/table-model';
import { nameColumn, numberColumn, textColumn } from '../../../components/ui/data-table/columns';
import { bothNames, localName, seriesNamed } from '../../../lib/i18n/local-name';
import { seriesTemplateName } from './series-template-name';

/** Series Templates columns (spec 001 §2.1): counts of projects, members, module templates and instances. */
export const templateColumns = (): Column<SeriesTemplate>[] => [
  {
    id: 'collectionName',
    label: msg('modules.col.name'),
    filterLabel: msg('modules.series.filter.collectionName'),
    render: seriesTemplateName,
    sortValue: (c) => localName(c).toLowerCase(),
    filterValue: bothNames,
  },
  textColumn(
    {
      id: 'collectionId',
      label: msg('modules.col.id'),
      filterLabel: msg('modules.series.filter.collectionId'),
    },
    (c) => c._id,
  ),
  numberColumn({ id: 'projects', label: msg('modules.series.col.projects') }, (c) => c.projectList.length),
  numberColumn({ id: 'members', label: msg('modules.series.col.members') }, (c) => c.memberList.length),
  numberColumn(
    {
      id: 'numSurveyTemplates',
      label: msg('modules.series.col.moduleTemplates'),
      filterLabel: msg('modules.series.filter.numSurveyTemplates'),
    },
    (c) => c.surveyList.length,
    { searchable: true },
  ),
  numberColumn(
    { id: 'instances', label: msg('modules.series.col.instances') },
    (c) => c.memberCollectionCount,
  ),
];

/** Series Instances columns (spec 001 §2.1): completeness, client name and ID, count of member modules. */
export const instanceColumns = (): Column<SeriesInstance>[] => [
  {
    id: 'collectionName',
    label: msg('modules.col.name'),
    filterLabel: msg('modules.series.filter.collectionName'),
    render: (m) => localName(seriesNamed(m)),
    sortValue: (m) => localName(seriesNamed(m)).toLowerCase(),
    filterValue: (m) => bothNames(seriesNamed(m)),
  },
  textColumn(
    {
      id: 'collectionId',
      label: msg('modules.col.id'),
      filterLabel: msg('modules.series.filter.collectionId'),
    },
    (m) => m._id,
  ),
  numberColumn(
    {
      id: 'completeness',
      label: msg('modules.col.completeness'),
      filterLabel: msg('modules.series.filter.completeness'),
    },
    (m) => m.completeness,
    { searchable: true },
  ),
  nameColumn(
    {
      id: 'clientName',
      label: msg('modules.col.clientName'),
      filterLabel: msg('modules.series.filter.clientName'),
    },
    (m) => m.memberName,
  ),
  textColumn(
    {
      id: 'clientId',
      label: msg('modules.col.clientId'),
      filterLabel: msg('modules.series.filter.clientId'),
    },
    (m) => m.member,
  ),
  numberColumn(
    {
      id: 'numMemberSurveys',
      label: msg('modules.series.col.memberModules'),
      filterLabel: msg('modules.series.filter.numMemberSurveys'),
    },
    (m) => m.memberSurveyList.length,
    { searchable: true },
  ),
];

/** The Series Templates a phone shows (issue 20): name, members, instances; the id and other counts stay search fields. */
export const TEMPLATE_PHONE_COLUMNS = ['collectionName', 'members', 'instances'] as const;

/** The Series Instances a phone shows (issue 20): series, member and completeness; ids stay search fields. */
export const INSTANCE_PHONE_COLUMNS = ['collectionName', 'clientName', 'completeness'] as const;

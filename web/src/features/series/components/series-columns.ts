import type { Collection, MemberCollection } from '@circles/shared/schemas/series';
import { msg } from '@circles/shared/messages/modules';
import type { Column } from '../../../components/ui/data-table/table-model';
import { bothNames, localName, seriesNamed } from '../../../lib/i18n/local-name';
import { seriesTemplateName } from './series-template-name';

/** Series Templates columns (spec 001 §2.1): counts of projects, members, module templates and instances. */
export const templateColumns = (): Column<Collection>[] => [
  {
    id: 'collectionName',
    label: msg('modules.col.name'),
    filterLabel: msg('modules.series.filter.collectionName'),
    render: seriesTemplateName,
    sortValue: (c) => localName(c).toLowerCase(),
    filterValue: bothNames,
  },
  {
    id: 'collectionId',
    label: msg('modules.col.id'),
    filterLabel: msg('modules.series.filter.collectionId'),
    render: (c) => c._id,
    sortValue: (c) => c._id,
    filterValue: (c) => c._id,
  },
  {
    id: 'projects',
    label: msg('modules.series.col.projects'),
    render: (c) => String(c.projectList.length),
    sortValue: (c) => c.projectList.length,
  },
  {
    id: 'members',
    label: msg('modules.series.col.members'),
    render: (c) => String(c.memberList.length),
    sortValue: (c) => c.memberList.length,
  },
  {
    id: 'numSurveyTemplates',
    label: msg('modules.series.col.moduleTemplates'),
    filterLabel: msg('modules.series.filter.numSurveyTemplates'),
    render: (c) => String(c.surveyList.length),
    sortValue: (c) => c.surveyList.length,
    filterValue: (c) => String(c.surveyList.length),
  },
  {
    id: 'instances',
    label: msg('modules.series.col.instances'),
    render: (c) => String(c.memberCollectionCount),
    sortValue: (c) => c.memberCollectionCount,
  },
];

/** Series Instances columns (spec 001 §2.1): completeness, client name and ID, count of member modules. */
export const instanceColumns = (): Column<MemberCollection>[] => [
  {
    id: 'collectionName',
    label: msg('modules.col.name'),
    filterLabel: msg('modules.series.filter.collectionName'),
    render: (m) => localName(seriesNamed(m)),
    sortValue: (m) => localName(seriesNamed(m)).toLowerCase(),
    filterValue: (m) => bothNames(seriesNamed(m)),
  },
  {
    id: 'collectionId',
    label: msg('modules.col.id'),
    filterLabel: msg('modules.series.filter.collectionId'),
    render: (m) => m._id,
    sortValue: (m) => m._id,
    filterValue: (m) => m._id,
  },
  {
    id: 'completeness',
    label: msg('modules.col.completeness'),
    filterLabel: msg('modules.series.filter.completeness'),
    render: (m) => String(m.completeness),
    sortValue: (m) => m.completeness,
    filterValue: (m) => String(m.completeness),
  },
  {
    id: 'clientName',
    label: msg('modules.col.clientName'),
    filterLabel: msg('modules.series.filter.clientName'),
    render: (m) => m.memberName,
    sortValue: (m) => m.memberName.toLowerCase(),
    filterValue: (m) => m.memberName,
  },
  {
    id: 'clientId',
    label: msg('modules.col.clientId'),
    filterLabel: msg('modules.series.filter.clientId'),
    render: (m) => m.member,
    sortValue: (m) => m.member,
    filterValue: (m) => m.member,
  },
  {
    id: 'numMemberSurveys',
    label: msg('modules.series.col.memberModules'),
    filterLabel: msg('modules.series.filter.numMemberSurveys'),
    render: (m) => String(m.memberSurveyList.length),
    sortValue: (m) => m.memberSurveyList.length,
    filterValue: (m) => String(m.memberSurveyList.length),
  },
];

/** The Series Templates a phone shows (issue 20): name, members, instances; the id and other counts stay search fields. */
export const TEMPLATE_PHONE_COLUMNS = ['collectionName', 'members', 'instances'] as const;

/** The Series Instances a phone shows (issue 20): series, member and completeness; ids stay search fields. */
export const INSTANCE_PHONE_COLUMNS = ['collectionName', 'clientName', 'completeness'] as const;

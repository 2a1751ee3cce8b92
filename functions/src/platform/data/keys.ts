/**
 * Every key value of the one table is built here, and only here. Items carry `type`.
 *
 * | item | pk | sk | gsi1 | gsi2 |
 * |---|---|---|---|---|
 * | User | USER#id | PROFILE | FACILITY#fid#USERS / status#createdAt#id | USERS / createdAt#id |
 * | unique email/phone | UNIQUE#EMAIL#email, UNIQUE#PHONE#e164 | UNIQUE | | |
 * | Facility | FACILITY#id | META | FACILITIES / name#id | |
 * | rate counter | RATE#bucket#client | window start | | |
 * | sign-in attempts | LOGIN#normalised login | ATTEMPTS | | |
 * | audit event | AUDIT#MEMBER#memberId | at#id | AUDIT#ACTOR#actorId / at#id | AUDIT#MONTH#yyyy-mm / at#id (issue 19) |
 * | public screener submission | PUBLICSURVEY#id | META | PUBLICSURVEYS / createdAt#id | |
 * | module template | SURVEY#id | META | SURVEYS (or SURVEYS#ARCHIVED) / createdAt#id | |
 * | member module | MEMBERSURVEY#id | META | MEMBER#patientId#SURVEYS / createdAt#id | MEMBERSURVEYS / createdAt#id |
 * | member module's definition, answers | MEMBERSURVEY#id | DEFINITION, ANSWERS | | |
 *
 * | series template | COLLECTION#id | META | COLLECTIONS (or COLLECTIONS#ARCHIVED) / createdAt#id | |
 * | series listing a user | COLLECTION#id | MEMBER#userId | USER#userId#COLLECTIONS / collectionId | |
 * | series instance | MEMBERCOLLECTION#id | META | MEMBER#memberId#COLLECTIONS / createdAt#id | MEMBERCOLLECTIONS / createdAt#id |
 * | project | PROJECT#id | META | PROJECTS / createdAt#id | |
 * | workbook | WORKBOOK#id | META | WORKBOOKS / createdAt#id | USER#createdBy#WORKBOOKS / createdAt#id |
 * | a user's default workbook | DEFAULTWORKBOOKS#userId | workbookId | | |
 * | research ID claim | RESEARCH#researchId | UNIQUE | | |
 * | sticky note | STICKY#memberId | createdAt#id | | |
 * | note | NOTE#id | META | NOTES#TO#receiverId / createdAt#id | NOTES#FROM#senderId / createdAt#id |
 * | note attachment upload | NOTEUPLOAD#id | META | | |
 *
 * | report round (issue 11) | REPORTS#MEMBER#memberId | ROUND#kind#instanceId | REPORTS#COMPLETED / completedAt#id (complete only) | REPORTS#COMPLETED#FACILITY#fid / completedAt#id (complete only) |
 * | dashboard totals (issue 11) | COUNTERS#ALL or COUNTERS#FACILITY#fid | TOTALS | | |
 * | series instances per template (issue 11) | COUNTERS#ALL or COUNTERS#FACILITY#fid | TYPE#collectionTemplateId | | |
 *
 * A member module in a series instance also has gsi3 MEMBERCOLLECTION#id#SURVEYS / createdAt#id.
 *
 * Scheduled exports (issue 12):
 * | item | pk | sk | gsi1 | gsi2 | gsi3 |
 * |---|---|---|---|---|---|
 * | series instance, once complete | (as above) | | | | MEMBERCOLLECTIONS#COMPLETED / completedAt#id |
 * | export run | EXPORTRUN#runId | META | EXPORTRUNS / runId | | |
 * | an instance exported by a run | EXPORTRUN#runId | ITEM#completedAt#instanceId | | | |
 * | claim: an instance's completion exported once | EXPORTED#instanceId | completedAt | | | |
 * | the last successful run's watermark | EXPORTS | WATERMARK | | | |
 *
 * Research exports (issue 26):
 * | research export | RESEARCHEXPORT#id | META | RESEARCHEXPORTS / createdAt#id | RESEARCHEXPORTS#BY#userId / createdAt#id | |
 * Whether a template is in use is its META's `useCount` (kept in the start and delete transactions),
 * so deleting a template can be conditioned on it atomically.
 */
export interface TableKey {
  pk: string;
  sk: string;
}

/** Users without a facility (self-registered members before a coordinator takes them on). */
export const NO_FACILITY = 'NONE';

export const keys = {
  // Reports and dashboard counters (issue 11).
  reportRoundsOf: (memberId: string) => `REPORTS#MEMBER#${memberId}`,
  reportRound: (memberId: string, kind: string, instanceId: string): TableKey => ({
    pk: keys.reportRoundsOf(memberId),
    sk: `ROUND#${kind}#${instanceId}`,
  }),
  completedReports: (facilityId?: string) =>
    facilityId === undefined ? 'REPORTS#COMPLETED' : `REPORTS#COMPLETED#FACILITY#${facilityId}`,
  completedReportIndexes: (facilityId: string | undefined, completedAt: string, instanceId: string) => ({
    gsi1pk: keys.completedReports(),
    gsi1sk: `${completedAt}#${instanceId}`,
    gsi2pk: keys.completedReports(facilityId ?? NO_FACILITY),
    gsi2sk: `${completedAt}#${instanceId}`,
  }),
  /** Counters of one scope: the whole programme (`undefined`) or one facility. */
  countersOf: (facilityId?: string | null) =>
    facilityId === undefined ? 'COUNTERS#ALL' : `COUNTERS#FACILITY#${facilityId ?? NO_FACILITY}`,
  counterTotals: (facilityId?: string | null): TableKey => ({
    pk: keys.countersOf(facilityId),
    sk: 'TOTALS',
  }),
  counterByType: (facilityId: string | null | undefined, templateId: string): TableKey => ({
    pk: keys.countersOf(facilityId),
    sk: `TYPE#${templateId}`,
  }),

  user: (id: string): TableKey => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  userByFacility: (facilityId: string | undefined, status: string, createdAt: string, id: string) => ({
    gsi1pk: keys.usersOfFacility(facilityId),
    gsi1sk: `${status}#${createdAt}#${id}`,
  }),
  usersOfFacility: (facilityId: string | undefined) => `FACILITY#${facilityId ?? NO_FACILITY}#USERS`,
  userInAll: (createdAt: string, id: string) => ({ gsi2pk: keys.allUsers(), gsi2sk: `${createdAt}#${id}` }),
  allUsers: () => 'USERS',

  uniqueEmail: (email: string): TableKey => ({ pk: `UNIQUE#EMAIL#${email}`, sk: 'UNIQUE' }),
  uniquePhone: (e164: string): TableKey => ({ pk: `UNIQUE#PHONE#${e164}`, sk: 'UNIQUE' }),

  facility: (id: string): TableKey => ({ pk: `FACILITY#${id}`, sk: 'META' }),
  facilityInList: (name: string, id: string) => ({ gsi1pk: keys.facilitiesList(), gsi1sk: `${name}#${id}` }),
  facilitiesList: () => 'FACILITIES',

  rateCounter: (bucket: string, client: string, windowStart: number): TableKey => ({
    pk: `RATE#${bucket}#${client}`,
    sk: String(windowStart),
  }),

  loginAttempts: (login: string): TableKey => ({ pk: `LOGIN#${login}`, sk: 'ATTEMPTS' }),

  auditEvent: (memberId: string, at: string, id: string): TableKey => ({
    pk: keys.auditOfMember(memberId),
    sk: keys.auditSort(at, id),
  }),
  auditByActor: (actorId: string, at: string, id: string) => ({
    gsi1pk: keys.auditOfActor(actorId),
    gsi1sk: keys.auditSort(at, id),
  }),
  /**
   * Every event in a bucket of its UTC month (gsi2, issue 19): the audit log read by time or by action
   * without a member or an actor, by Query. A month rather than a day: writes are as hot either way (the
   * current events all land in one bucket), and a year's range is 13 Queries instead of 366.
   */
  auditByMonth: (at: string, id: string) => ({
    gsi2pk: keys.auditOfMonth(at.slice(0, 7)),
    gsi2sk: keys.auditSort(at, id),
  }),
  auditOfMember: (memberId: string) => `AUDIT#MEMBER#${memberId}`,
  auditOfActor: (actorId: string) => `AUDIT#ACTOR#${actorId}`,
  /** The bucket of one UTC month, `yyyy-mm`. */
  auditOfMonth: (month: string) => `AUDIT#MONTH#${month}`,
  /** The sort key of an event in each of its three places: its time, then its ULID. */
  auditSort: (at: string, id: string) => `${at}#${id}`,

  lead: (id: string): TableKey => ({ pk: `PUBLICSURVEY#${id}`, sk: 'META' }),
  leadByDate: (createdAt: string, id: string) => ({
    gsi1pk: keys.leadsByDate(),
    gsi1sk: `${createdAt}#${id}`,
  }),
  leadsByDate: () => 'PUBLICSURVEYS',

  moduleTemplate: (id: string): TableKey => ({ pk: `SURVEY#${id}`, sk: 'META' }),
  moduleTemplateInList: (archived: boolean, createdAt: string, id: string) => ({
    gsi1pk: keys.moduleTemplatesList(archived),
    gsi1sk: `${createdAt}#${id}`,
  }),
  moduleTemplatesList: (archived = false) => (archived ? 'SURVEYS#ARCHIVED' : 'SURVEYS'),

  /** The partition of one member module: its META, DEFINITION and ANSWERS items. */
  memberModulePartition: (id: string) => `MEMBERSURVEY#${id}`,
  memberModule: (id: string): TableKey => ({ pk: keys.memberModulePartition(id), sk: 'META' }),
  memberModuleDefinition: (id: string): TableKey => ({
    pk: keys.memberModulePartition(id),
    sk: 'DEFINITION',
  }),
  memberModuleAnswers: (id: string): TableKey => ({ pk: keys.memberModulePartition(id), sk: 'ANSWERS' }),
  memberModuleByMember: (memberId: string, createdAt: string, id: string) => ({
    gsi1pk: keys.memberModulesOf(memberId),
    gsi1sk: `${createdAt}#${id}`,
  }),
  memberModulesOf: (memberId: string) => `MEMBER#${memberId}#SURVEYS`,
  memberModuleInAll: (createdAt: string, id: string) => ({
    gsi2pk: keys.allMemberModules(),
    gsi2sk: `${createdAt}#${id}`,
  }),
  allMemberModules: () => 'MEMBERSURVEYS',
  memberModuleBySeries: (seriesInstanceId: string, createdAt: string, id: string) => ({
    gsi3pk: keys.memberModulesOfSeries(seriesInstanceId),
    gsi3sk: `${createdAt}#${id}`,
  }),
  memberModulesOfSeries: (seriesInstanceId: string) => `MEMBERCOLLECTION#${seriesInstanceId}#SURVEYS`,

  seriesTemplate: (id: string): TableKey => ({ pk: `COLLECTION#${id}`, sk: 'META' }),
  seriesTemplateInList: (archived: boolean, createdAt: string, id: string) => ({
    gsi1pk: keys.seriesTemplatesList(archived),
    gsi1sk: `${createdAt}#${id}`,
  }),
  seriesTemplatesList: (archived = false) => (archived ? 'COLLECTIONS#ARCHIVED' : 'COLLECTIONS'),
  /** A user listed by a series template (memberList), indexed by user: whose series a user may read. */
  seriesListing: (seriesTemplateId: string, userId: string) => ({
    pk: `COLLECTION#${seriesTemplateId}`,
    sk: `MEMBER#${userId}`,
    gsi1pk: keys.seriesListingsOf(userId),
    gsi1sk: seriesTemplateId,
  }),
  seriesListingsOf: (userId: string) => `USER#${userId}#COLLECTIONS`,
  seriesInstance: (id: string): TableKey => ({ pk: `MEMBERCOLLECTION#${id}`, sk: 'META' }),
  seriesInstanceIndexes: (memberId: string, createdAt: string, id: string) => ({
    gsi1pk: keys.seriesInstancesOf(memberId),
    gsi1sk: `${createdAt}#${id}`,
    gsi2pk: keys.allSeriesInstances(),
    gsi2sk: `${createdAt}#${id}`,
  }),
  seriesInstancesOf: (memberId: string) => `MEMBER#${memberId}#COLLECTIONS`,
  allSeriesInstances: () => 'MEMBERCOLLECTIONS',
  /** A complete instance in the index of completions (gsi3), by completion time: what exports query. */
  seriesInstanceCompleted: (completedAt: string, id: string) => ({
    gsi3pk: keys.completedSeriesInstances(),
    gsi3sk: `${completedAt}#${id}`,
  }),
  completedSeriesInstances: () => 'MEMBERCOLLECTIONS#COMPLETED',

  project: (id: string): TableKey => ({ pk: `PROJECT#${id}`, sk: 'META' }),
  projectInList: (createdAt: string, id: string) => ({
    gsi1pk: keys.projectsList(),
    gsi1sk: `${createdAt}#${id}`,
  }),
  projectsList: () => 'PROJECTS',
  workbook: (id: string): TableKey => ({ pk: `WORKBOOK#${id}`, sk: 'META' }),
  workbookIndexes: (createdBy: string, createdAt: string, id: string) => ({
    gsi1pk: keys.workbooksList(),
    gsi1sk: `${createdAt}#${id}`,
    gsi2pk: keys.workbooksBy(createdBy),
    gsi2sk: `${createdAt}#${id}`,
  }),
  workbooksList: () => 'WORKBOOKS',
  workbooksBy: (userId: string) => `USER#${userId}#WORKBOOKS`,
  /** A workbook set as a user's default (Set Default Workbook). */
  defaultWorkbook: (userId: string, workbookId: string): TableKey => ({
    pk: keys.defaultWorkbooksOf(userId),
    sk: workbookId,
  }),
  defaultWorkbooksOf: (userId: string) => `DEFAULTWORKBOOKS#${userId}`,
  researchId: (researchId: string): TableKey => ({ pk: `RESEARCH#${researchId}`, sk: 'UNIQUE' }),

  stickyNote: (memberId: string, createdAt: string, id: string): TableKey => ({
    pk: keys.stickyNotesOf(memberId),
    sk: `${createdAt}#${id}`,
  }),
  stickyNotesOf: (memberId: string) => `STICKY#${memberId}`,

  note: (id: string): TableKey => ({ pk: `NOTE#${id}`, sk: 'META' }),
  noteByReceiver: (receiverId: string, createdAt: string, id: string) => ({
    gsi1pk: keys.notesTo(receiverId),
    gsi1sk: `${createdAt}#${id}`,
  }),
  notesTo: (receiverId: string) => `NOTES#TO#${receiverId}`,
  noteBySender: (senderId: string, createdAt: string, id: string) => ({
    gsi2pk: keys.notesFrom(senderId),
    gsi2sk: `${createdAt}#${id}`,
  }),
  notesFrom: (senderId: string) => `NOTES#FROM#${senderId}`,
  noteUpload: (id: string): TableKey => ({ pk: `NOTEUPLOAD#${id}`, sk: 'META' }),
  /** S3 object key of a note's PDF: an opaque id, never personal data. */
  noteObject: (uploadId: string) => `notes/${uploadId}.pdf`,

  // Scheduled exports (issue 12). Run ids sort by the time of their run.
  exportRunPartition: (runId: string) => `EXPORTRUN#${runId}`,
  exportRun: (runId: string): TableKey => ({ pk: keys.exportRunPartition(runId), sk: 'META' }),
  exportRunInList: (runId: string) => ({ gsi1pk: keys.exportRunsList(), gsi1sk: runId }),
  exportRunsList: () => 'EXPORTRUNS',
  exportRunItemPrefix: () => 'ITEM#',
  exportRunItem: (runId: string, completedAt: string, instanceId: string): TableKey => ({
    pk: keys.exportRunPartition(runId),
    sk: `${keys.exportRunItemPrefix()}${completedAt}#${instanceId}`,
  }),
  /** One completion of one instance, claimed by the run that exported it (conditional put: once). */
  exportClaim: (instanceId: string, completedAt: string): TableKey => ({
    pk: `EXPORTED#${instanceId}`,
    sk: completedAt,
  }),
  exportWatermark: (): TableKey => ({ pk: 'EXPORTS', sk: 'WATERMARK' }),
  /** S3 prefix of a run's files; keys hold the run id and opaque instance ids, never personal data. */
  exportPrefix: (runId: string) => `exports/${runId}/`,
  exportObject: (runId: string, instanceId: string) => `exports/${runId}/${instanceId}.pdf`,
  exportManifest: (runId: string) => `exports/${runId}/manifest.csv`,
} as const;

/**
 * Research exports (issue 26): one item per export, listed for all (Admins) and per requester. An object
 * of its own so only the functions that use them bundle them (`keys` is one object, bundled whole).
 */
export const researchKeys = {
  researchExport: (exportId: string): TableKey => ({ pk: `RESEARCHEXPORT#${exportId}`, sk: 'META' }),
  /** Everyone's exports (gsi1), or one requester's (gsi2). */
  researchExportsOf: (userId?: string) => `RESEARCHEXPORTS${userId ? `#BY#${userId}` : ''}`,
  researchExportIndexes: (requestedBy: string, createdAt: string, exportId: string) => {
    const sk = `${createdAt}#${exportId}`;
    return {
      gsi1pk: researchKeys.researchExportsOf(),
      gsi1sk: sk,
      gsi2pk: researchKeys.researchExportsOf(requestedBy),
      gsi2sk: sk,
    };
  },
};

import type { RouteName } from '@circles/shared/api/contract';

/**
 * What an area's function may reach beyond the table (every area reads and writes the table but may
 * not scan it). CDK gives each area's role exactly these grants (infra/lib/api.ts `objectGrants`): each
 * object grant names its actions on one prefix of the private files bucket, never the whole bucket.
 */
export type AreaGrant =
  /** Administer Cognito users (create, set password, sign in on their behalf): the identity area only. */
  | 'cognitoAdmin'
  /** Read, write and delete note attachments under `notes/` (presigned uploads and downloads). */
  | 'noteAttachments'
  /** Delete note attachments under `notes/` (erasing a member). */
  | 'noteAttachmentsErase'
  /** Write and read the rendered PDFs under `pdf/`. */
  | 'pdfObjects'
  /** Read the files bucket's `exports/` prefix only (presigned downloads of the scheduled exports). */
  | 'exportsRead';

/** One API area: one Lambda function, one role, one log group, one integration. */
export interface AreaDef {
  /** What the function's role may do beyond the table. */
  readonly grants: readonly AreaGrant[];
  /** Shown as the function's description. */
  readonly description: string;
}

/**
 * The API areas (ARCHITECTURE.md "functions/"). Each has an entry `functions/src/areas/<area>.ts` that
 * picks the route's handler by `event.routeKey`. The screener's submission has an area of its own
 * (`public`): anyone on the internet calls it, so its function carries no staff code, and a fault or
 * flood there leaves the staff areas' functions alone. The leads inbox is staff work for Admins and
 * Coordinators, like the dashboard counts and group reports to come, so it opens the `admin` area.
 */
export const areas = {
  // noteAttachmentsErase: deleting a user erases the PDFs of their notes.
  users: {
    grants: ['cognitoAdmin', 'noteAttachmentsErase'],
    description: 'Identity and user management: registration, sign-in, users, programs, assignments',
  },
  public: { grants: [], description: 'Public screener submissions and the API description' },
  admin: {
    grants: [],
    description: 'Staff administration: the leads inbox, dashboard counts, the audit log',
  },
  modules: { grants: [], description: 'Module templates and member modules' },
  series: { grants: [], description: 'Series templates and series instances' },
  projects: { grants: [], description: 'Workbooks and projects' },
  notes: { grants: ['noteAttachments'], description: 'Notes with PDF attachments and sticky notes' },
  // Scheduled exports (issue 12): the runs and their downloads; the job is a function of its own.
  exports: { grants: ['exportsRead'], description: 'Scheduled exports: runs and their downloads' },
  reports: { grants: [], description: 'Report reads, client dashboards and completed reports' },
  // Issue 26: FHIR R4 reads, with the reports' access and audit (their own function: the mapping would
  // take the reports function past its bundle budget).
  fhir: { grants: [], description: 'FHIR R4 reads: Questionnaires, QuestionnaireResponses, Observations' },
  // Issue 12: its function runs Chromium (infra/lib/pdf-function.ts: x86_64, 1600 MB).
  // Issue 24: follow-ups from flags (they are opened by the modules area's saves).
  followups: { grants: [], description: 'Follow-ups from flags: lists, actions, reassignment' },
  pdf: {
    grants: ['pdfObjects'],
    description: 'Report, module and chapter PDFs rendered in headless Chromium',
  },
} as const satisfies Record<string, AreaDef>;

export type AreaName = keyof typeof areas;

/** Where a contract route is served: its area's function, which runs the route's handler module. */
export interface Binding {
  /** The area whose function serves the route. */
  area: AreaName;
  /** Handler module relative to functions/src, without extension; it exports `handler`. */
  file: string;
}

/**
 * The binding table: plain data, read by the local server and by CDK (one function per area, one
 * API Gateway route per entry). `satisfies` makes a missing or unknown route name a type error; a test
 * checks that each file exists and that its area's entry routes it.
 */
export const bindings = {
  usersSelfRegister: { area: 'users', file: 'handlers/users/self-register' },
  usersLogin: { area: 'users', file: 'handlers/users/login' },
  usersValidate: { area: 'users', file: 'handlers/users/validate' },
  // Partner-organisation sign-in (issue 23).
  usersWecc: { area: 'users', file: 'handlers/users/wecc' },
  usersPartnerGet: { area: 'users', file: 'handlers/users/partner-get' },
  usersPartnerLink: { area: 'users', file: 'handlers/users/partner-link' },
  usersPartnerUnlink: { area: 'users', file: 'handlers/users/partner-unlink' },
  usersLogout: { area: 'users', file: 'handlers/users/logout' },
  usersGet: { area: 'users', file: 'handlers/users/get-user' },
  // Issue 21: second factor (enrolment recorded, reset).
  usersMfaEnrol: { area: 'users', file: 'handlers/users/mfa-enrol' },
  usersMfaReset: { area: 'users', file: 'handlers/users/mfa-reset' },
  // People (issue 10): user management in the users area.
  usersList: { area: 'users', file: 'handlers/users/list' },
  usersProfile: { area: 'users', file: 'handlers/users/profile' },
  usersQuery: { area: 'users', file: 'handlers/users/query' },
  usersRegister: { area: 'users', file: 'handlers/users/register' },
  usersCheckDups: { area: 'users', file: 'handlers/users/check-dups' },
  usersUpdateProfile: { area: 'users', file: 'handlers/users/update-profile' },
  usersSetFacility: { area: 'users', file: 'handlers/users/set-facility' },
  usersSetRole: { area: 'users', file: 'handlers/users/set-role' },
  usersSetEnabled: { area: 'users', file: 'handlers/users/set-enabled' },
  usersResearchCreate: { area: 'users', file: 'handlers/users/research-create' },
  usersSetResearch: { area: 'users', file: 'handlers/users/set-research' },
  usersSetPassword: { area: 'users', file: 'handlers/users/set-password' },
  usersStartProgram: { area: 'users', file: 'handlers/users/start-program' },
  usersCompleteProgram: { area: 'users', file: 'handlers/users/complete-program' },
  usersSetStatus: { area: 'users', file: 'handlers/users/set-status' },
  usersTerminate: { area: 'users', file: 'handlers/users/terminate' },
  usersSetVolInfo: { area: 'users', file: 'handlers/users/set-vol-info' },
  usersAssignPatients: { area: 'users', file: 'handlers/users/assign-patients' },
  usersAssignWorkers: { area: 'users', file: 'handlers/users/assign-workers' },
  usersGetAll: { area: 'users', file: 'handlers/users/get-all' },
  usersDelete: { area: 'users', file: 'handlers/users/delete' },
  facilitiesList: { area: 'users', file: 'handlers/users/facilities' },
  // Thought for the Day (issue 11): every signed-in user's dashboard reads it.
  quotesToday: { area: 'users', file: 'handlers/quotes/today' },
  openApiGet: { area: 'public', file: 'handlers/public-surveys/openapi' },
  // Notes and sticky notes (issue 10): the notes area, with the files grant.
  stickyNotesCreate: { area: 'notes', file: 'handlers/notes/sticky-create' },
  notesList: { area: 'notes', file: 'handlers/notes/list' },
  notesAttachmentUpload: { area: 'notes', file: 'handlers/notes/attachment-upload' },
  notesCreate: { area: 'notes', file: 'handlers/notes/create' },
  notesMarkRead: { area: 'notes', file: 'handlers/notes/mark-read' },
  notesAttachmentDownload: { area: 'notes', file: 'handlers/notes/attachment-download' },
  publicSurveysCreate: { area: 'public', file: 'handlers/public-surveys/create' },
  publicSurveysList: { area: 'admin', file: 'handlers/public-surveys/list' },
  publicSurveysMarkContacted: { area: 'admin', file: 'handlers/public-surveys/mark-contacted' },
  // modules area (issue 8): module templates and member modules
  surveysList: { area: 'modules', file: 'handlers/modules/list-templates' },
  surveysGet: { area: 'modules', file: 'handlers/modules/get-template' },
  surveysCreate: { area: 'modules', file: 'handlers/modules/create-template' },
  surveysUpdate: { area: 'modules', file: 'handlers/modules/update-template' },
  surveysDelete: { area: 'modules', file: 'handlers/modules/delete-template' },
  memberSurveysList: { area: 'modules', file: 'handlers/modules/list-member-modules' },
  memberSurveysMine: { area: 'modules', file: 'handlers/modules/list-own-modules' },
  memberSurveysGet: { area: 'modules', file: 'handlers/modules/get-member-module' },
  memberSurveysCreate: { area: 'modules', file: 'handlers/modules/start-member-module' },
  memberSurveysUpdate: { area: 'modules', file: 'handlers/modules/update-member-module' },
  memberSurveysDelete: { area: 'modules', file: 'handlers/modules/delete-member-module' },
  // series area (issue 9): series templates and series instances
  collectionsList: { area: 'series', file: 'handlers/series/list-templates' },
  collectionsGet: { area: 'series', file: 'handlers/series/get-template' },
  collectionsCreate: { area: 'series', file: 'handlers/series/create-template' },
  collectionsDelete: { area: 'series', file: 'handlers/series/delete-template' },
  collectionsAssignMember: { area: 'series', file: 'handlers/series/assign-member' },
  collectionsAssignProject: { area: 'series', file: 'handlers/series/assign-project' },
  memberCollectionsList: { area: 'series', file: 'handlers/series/list-instances' },
  memberCollectionsGet: { area: 'series', file: 'handlers/series/get-instance' },
  memberCollectionsOfClient: { area: 'series', file: 'handlers/series/list-client-instances' },
  collectionsOfPatient: { area: 'series', file: 'handlers/series/list-patient-collections' },
  memberCollectionsCreate: { area: 'series', file: 'handlers/series/start-instance' },
  memberCollectionsDelete: { area: 'series', file: 'handlers/series/delete-instance' },
  // projects area (issue 9): workbooks and projects
  workbooksList: { area: 'projects', file: 'handlers/projects/list-workbooks' },
  workbooksMine: { area: 'projects', file: 'handlers/projects/list-own-workbooks' },
  workbooksCreate: { area: 'projects', file: 'handlers/projects/create-workbook' },
  workbooksAssign: { area: 'projects', file: 'handlers/projects/assign-workbooks' },
  projectsList: { area: 'projects', file: 'handlers/projects/list-projects' },
  projectsCreate: { area: 'projects', file: 'handlers/projects/create-project' },
  projectsAssignMember: { area: 'projects', file: 'handlers/projects/assign-member' },
  projectsAssignCollection: { area: 'projects', file: 'handlers/projects/assign-collection' },
  projectsDelete: { area: 'projects', file: 'handlers/projects/delete-project' },
  // exports area (issue 12): scheduled export runs
  exportRunsList: { area: 'exports', file: 'handlers/exports/list-runs' },
  exportRunDownload: { area: 'exports', file: 'handlers/exports/download-run' },
  // reports area (issue 11): report reads, client dashboard, completed reports; the counts in admin
  reportsDashboard: { area: 'reports', file: 'handlers/reports/dashboard' },
  reportsNeighbours: { area: 'reports', file: 'handlers/reports/neighbours' },
  reportsScreen: { area: 'reports', file: 'handlers/reports/screen' },
  reportsQoflShort: { area: 'reports', file: 'handlers/reports/qofl-short' },
  reportsQofl: { area: 'reports', file: 'handlers/reports/qofl' },
  reportsHistoricCc: { area: 'reports', file: 'handlers/reports/historic-cc' },
  reportsHistoricScreener: { area: 'reports', file: 'handlers/reports/historic-screener' },
  reportsHistoricQofl: { area: 'reports', file: 'handlers/reports/historic-qofl' },
  reportsCompletedOfMember: { area: 'reports', file: 'handlers/reports/completed-of-member' },
  reportsCompletedGroup: { area: 'reports', file: 'handlers/reports/completed-group' },
  reportsCompletedAll: { area: 'reports', file: 'handlers/reports/completed-all' },
  usersClient: { area: 'reports', file: 'handlers/reports/client-dashboard' },
  usersCount: { area: 'admin', file: 'handlers/reports/users-count' },
  memberCollectionsCompletedCount: { area: 'admin', file: 'handlers/reports/completed-count' },
  memberCollectionsInProgressCount: { area: 'admin', file: 'handlers/reports/inprogress-count' },
  memberCollectionsBySurveyType: { area: 'admin', file: 'handlers/reports/by-survey-type' },
  // pdf area (issue 12): report, module and chapter PDFs
  pdfReport: { area: 'pdf', file: 'handlers/pdf/report' },
  pdfModules: { area: 'pdf', file: 'handlers/pdf/modules' },
  // the audit log (issue 19): Admin staff work, so the admin area
  auditList: { area: 'admin', file: 'handlers/audit/list' },
  auditMemberCsv: { area: 'admin', file: 'handlers/audit/member-csv' },
  // research exports (issue 26): exports area; the Researcher grant is user management
  researchExportStart: { area: 'exports', file: 'handlers/research/start' },
  researchExportsList: { area: 'exports', file: 'handlers/research/list' },
  researchExportGet: { area: 'exports', file: 'handlers/research/get' },
  researchExportDownload: { area: 'exports', file: 'handlers/research/download' },
  researchSeries: { area: 'exports', file: 'handlers/research/series' },
  usersSetResearcher: { area: 'users', file: 'handlers/users/set-researcher' },
  // FHIR R4 reads (issue 26): with the reports' access and audit
  fhirQuestionnaire: { area: 'fhir', file: 'handlers/fhir/questionnaire' },
  fhirQuestionnaireResponses: { area: 'fhir', file: 'handlers/fhir/questionnaire-responses' },
  fhirObservations: { area: 'fhir', file: 'handlers/fhir/observations' },
  // follow-ups from flags (issue 24): an area folder holding its routes, use cases and repository
  followupsMine: { area: 'followups', file: 'handlers/followups/mine' },
  followupsOfMember: { area: 'followups', file: 'handlers/followups/of-member' },
  followupsMemberState: { area: 'followups', file: 'handlers/followups/member-state' },
  followupsGet: { area: 'followups', file: 'handlers/followups/get' },
  followupsAct: { area: 'followups', file: 'handlers/followups/act' },
  followupsReassign: { area: 'followups', file: 'handlers/followups/reassign' },
  followupsFigures: { area: 'followups', file: 'handlers/followups/figures' },
  followupsResourcesGet: { area: 'followups', file: 'handlers/followups/resources-get' },
  followupsResourcesPut: { area: 'followups', file: 'handlers/followups/resources-put' },
} as const satisfies Record<RouteName, Binding>;

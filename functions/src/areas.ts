import type { RouteName } from '@circles/shared/api/contract';
import type { RouteHandler } from './platform/http/area';

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
 * The API areas (ARCHITECTURE.md "functions/"). Each is a folder `functions/src/<area>/` whose entry
 * `<area>/entry.ts` picks the route's handler by `event.routeKey` from the area's routes table
 * `<area>/routes.ts`. The screener's submission has an area of its own
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

/**
 * Where a contract route is served: its area's function. Which handler serves it is the area's own
 * business (`<area>/routes.ts`), so CDK reads this table without loading any handler code.
 */
export interface Binding {
  /** The area whose function serves the route. */
  area: AreaName;
}

/**
 * The binding table: plain data, read by the local server and by CDK (one function per area, one
 * API Gateway route per entry). `satisfies` makes a missing or unknown route name a type error, and
 * each area's routes table must then list exactly its routes (`AreaRoutes`); a test checks that each
 * entry serves them with handlers of the right route keys (areas.test.ts).
 */
export const bindings = {
  usersSelfRegister: { area: 'users' },
  usersLogin: { area: 'users' },
  usersValidate: { area: 'users' },
  // Partner-organisation sign-in (issue 23).
  usersWecc: { area: 'users' },
  usersPartnerGet: { area: 'users' },
  usersPartnerLink: { area: 'users' },
  usersPartnerUnlink: { area: 'users' },
  usersLogout: { area: 'users' },
  usersGet: { area: 'users' },
  // Issue 21: second factor (enrolment recorded, reset).
  usersMfaEnrol: { area: 'users' },
  usersMfaReset: { area: 'users' },
  // People (issue 10): user management in the users area.
  usersList: { area: 'users' },
  usersProfile: { area: 'users' },
  usersQuery: { area: 'users' },
  usersRegister: { area: 'users' },
  usersCheckDups: { area: 'users' },
  usersUpdateProfile: { area: 'users' },
  usersSetFacility: { area: 'users' },
  usersSetRole: { area: 'users' },
  usersSetEnabled: { area: 'users' },
  usersResearchCreate: { area: 'users' },
  usersSetResearch: { area: 'users' },
  usersSetPassword: { area: 'users' },
  usersStartProgram: { area: 'users' },
  usersCompleteProgram: { area: 'users' },
  usersSetStatus: { area: 'users' },
  usersTerminate: { area: 'users' },
  usersSetVolInfo: { area: 'users' },
  usersAssignPatients: { area: 'users' },
  usersAssignWorkers: { area: 'users' },
  usersGetAll: { area: 'users' },
  usersDelete: { area: 'users' },
  facilitiesList: { area: 'users' },
  // Thought for the Day (issue 11): every signed-in user's dashboard reads it.
  quotesToday: { area: 'users' },
  openApiGet: { area: 'public' },
  // Notes and sticky notes (issue 10): the notes area, with the files grant.
  stickyNotesCreate: { area: 'notes' },
  notesList: { area: 'notes' },
  notesAttachmentUpload: { area: 'notes' },
  notesCreate: { area: 'notes' },
  notesMarkRead: { area: 'notes' },
  notesAttachmentDownload: { area: 'notes' },
  publicSurveysCreate: { area: 'public' },
  publicSurveysList: { area: 'admin' },
  publicSurveysMarkContacted: { area: 'admin' },
  // modules area (issue 8): module templates and member modules
  surveysList: { area: 'modules' },
  surveysGet: { area: 'modules' },
  surveysCreate: { area: 'modules' },
  surveysUpdate: { area: 'modules' },
  surveysDelete: { area: 'modules' },
  memberSurveysList: { area: 'modules' },
  memberSurveysMine: { area: 'modules' },
  memberSurveysGet: { area: 'modules' },
  memberSurveysCreate: { area: 'modules' },
  memberSurveysUpdate: { area: 'modules' },
  memberSurveysDelete: { area: 'modules' },
  // series area (issue 9): series templates and series instances
  collectionsList: { area: 'series' },
  collectionsGet: { area: 'series' },
  collectionsCreate: { area: 'series' },
  collectionsDelete: { area: 'series' },
  collectionsAssignMember: { area: 'series' },
  collectionsAssignProject: { area: 'series' },
  memberCollectionsList: { area: 'series' },
  memberCollectionsGet: { area: 'series' },
  memberCollectionsOfClient: { area: 'series' },
  collectionsOfPatient: { area: 'series' },
  memberCollectionsCreate: { area: 'series' },
  memberCollectionsDelete: { area: 'series' },
  // projects area (issue 9): workbooks and projects
  workbooksList: { area: 'projects' },
  workbooksMine: { area: 'projects' },
  workbooksCreate: { area: 'projects' },
  workbooksAssign: { area: 'projects' },
  projectsList: { area: 'projects' },
  projectsCreate: { area: 'projects' },
  projectsAssignMember: { area: 'projects' },
  projectsAssignCollection: { area: 'projects' },
  projectsDelete: { area: 'projects' },
  // exports area (issue 12): scheduled export runs
  exportRunsList: { area: 'exports' },
  exportRunDownload: { area: 'exports' },
  // reports area (issue 11): report reads, client dashboard, completed reports; the counts in admin
  reportsDashboard: { area: 'reports' },
  reportsNeighbours: { area: 'reports' },
  reportsScreen: { area: 'reports' },
  reportsQoflShort: { area: 'reports' },
  reportsQofl: { area: 'reports' },
  reportsHistoricCc: { area: 'reports' },
  reportsHistoricScreener: { area: 'reports' },
  reportsHistoricQofl: { area: 'reports' },
  reportsCompletedOfMember: { area: 'reports' },
  reportsCompletedGroup: { area: 'reports' },
  reportsCompletedAll: { area: 'reports' },
  usersClient: { area: 'reports' },
  usersCount: { area: 'admin' },
  memberCollectionsCompletedCount: { area: 'admin' },
  memberCollectionsInProgressCount: { area: 'admin' },
  memberCollectionsBySurveyType: { area: 'admin' },
  // pdf area (issue 12): report, module and chapter PDFs
  pdfReport: { area: 'pdf' },
  pdfModules: { area: 'pdf' },
  // the audit log (issue 19): Admin staff work, so the admin area
  auditList: { area: 'admin' },
  auditMemberCsv: { area: 'admin' },
  // research exports (issue 26): exports area; the Researcher grant is user management
  researchExportStart: { area: 'exports' },
  researchExportsList: { area: 'exports' },
  researchExportGet: { area: 'exports' },
  researchExportDownload: { area: 'exports' },
  researchSeries: { area: 'exports' },
  usersSetResearcher: { area: 'users' },
  // FHIR R4 reads (issue 26): with the reports' access and audit
  fhirQuestionnaire: { area: 'fhir' },
  fhirQuestionnaireResponses: { area: 'fhir' },
  fhirObservations: { area: 'fhir' },
  // follow-ups from flags (issue 24): an area folder holding its routes, use cases and repository
  followupsMine: { area: 'followups' },
  followupsOfMember: { area: 'followups' },
  followupsMemberState: { area: 'followups' },
  followupsGet: { area: 'followups' },
  followupsAct: { area: 'followups' },
  followupsReassign: { area: 'followups' },
  followupsFigures: { area: 'followups' },
  followupsResourcesGet: { area: 'followups' },
  followupsResourcesPut: { area: 'followups' },
} as const satisfies Record<RouteName, Binding>;

/** The route names the binding table gives an area. */
export type RoutesOf<A extends AreaName> = {
  [K in RouteName]: (typeof bindings)[K]['area'] extends A ? K : never;
}[RouteName];

/**
 * An area's routes table (`<area>/routes.ts`): each route the binding table gives the area, with the
 * handler serving it. `satisfies AreaRoutes<area>` makes a missing or foreign route a type error.
 */
export type AreaRoutes<A extends AreaName> = { readonly [K in RoutesOf<A>]: RouteHandler };

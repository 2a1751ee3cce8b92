/**
 * The rename table of issue 22 item 3 ("One vocabulary"): code names → the README glossary's names.
 * Read by the codemod (scripts/rename-glossary.ts) and by the test that keeps old names from coming
 * back (test/unit/glossary.test.ts).
 *
 * What is never renamed, whatever this table says: property names (the contract's wire fields,
 * stored attributes, route names, message keys) unless a rule names the property and its container;
 * strings (URLs, route paths, message texts, audit event names, storage key prefixes); comments
 * quoting the spec. Symbols are found by name and kind (and, where one name means two things, by
 * what the declaration says), never by file path, so the table holds after files move.
 */

/** What a declaration is. `property` covers properties and methods of types, classes and objects. */
export type DeclKind =
  'type' | 'interface' | 'class' | 'enum' | 'function' | 'variable' | 'parameter' | 'binding' | 'property';

/** Every kind but `property`: what word rules and rules without `kinds` apply to. */
export const NON_PROPERTY_KINDS: readonly DeclKind[] = [
  'type',
  'interface',
  'class',
  'enum',
  'function',
  'variable',
  'parameter',
  'binding',
];

/**
 * A word inside names (camel-case aware: `memberSurvey`, `MemberSurveys`, `useMemberSurvey` all
 * match `MemberSurvey`), replaced wherever it appears in the name of a declaration that is not a
 * property. Only unambiguous words are here.
 */
export interface WordRule {
  from: string;
  to: string;
  why?: string;
}

/** One symbol (or one family of like-named symbols) renamed. */
export interface SymbolRule {
  from: string;
  to: string;
  /** Default: every kind but `property`. */
  kinds?: readonly DeclKind[];
  /** The name of the nearest enclosing named declaration (interface, object's variable, function…). */
  container?: string;
  /** The declaration's text must match (tells apart two declarations of one name). */
  text?: RegExp;
  /** The declaration's text must not match. */
  notText?: RegExp;
  /** The declared type's text (its annotation, else as the checker prints it) must match. */
  typeIs?: RegExp;
  /** The declared type must be the type one of these type aliases names (compared by identity). */
  typeOf?: readonly string[];
  /**
   * The old name may still be a legitimate name elsewhere (a local for something else, a library's
   * word), so the drift test does not ban it. Default: banned.
   */
  ambiguous?: boolean;
  why?: string;
}

export const WORD_RULES: readonly WordRule[] = [
  { from: 'MemberSurvey', to: 'MemberModule' },
  { from: 'MemberCollection', to: 'SeriesInstance' },
  { from: 'CollectionTemplate', to: 'SeriesTemplate' },
  { from: 'PublicSurvey', to: 'Lead', why: 'a public screener submission kept for follow-up' },
];

/** Explicit renames; they take precedence over the word rules. */
export const SYMBOL_RULES: readonly SymbolRule[] = [
  // ---- module template (`survey` on the wire)
  {
    from: 'ModuleTemplate',
    to: 'LibraryModuleTemplate',
    kinds: ['interface'],
    ambiguous: true,
    why: "the instrument library's typed template; frees ModuleTemplate for the contract's",
  },
  {
    from: 'SurveyJSON',
    to: 'LibraryModuleDefinition',
    kinds: ['interface'],
    why: "two types had this name: the instrument library's typed definition…",
  },
  { from: 'SurveyJSON', to: 'ModuleDefinition', kinds: ['type'], why: '…and the validated stored one' },
  { from: 'surveyJSONSchema', to: 'moduleDefinitionSchema' },
  {
    from: 'Survey',
    to: 'ModuleTemplate',
    kinds: ['type'],
    ambiguous: true,
    why: "SurveyJS's React component is `Survey` too",
  },
  { from: 'surveySchema', to: 'moduleTemplateSchema' },
  { from: 'SurveySummary', to: 'ModuleTemplateSummary' },
  { from: 'surveySummarySchema', to: 'moduleTemplateSummarySchema' },
  { from: 'surveyListResponseSchema', to: 'moduleTemplateListResponseSchema' },
  { from: 'surveyResponseSchema', to: 'moduleTemplateResponseSchema' },
  { from: 'surveyCreateBodySchema', to: 'moduleTemplateCreateBodySchema' },
  { from: 'SurveyCreateBody', to: 'ModuleTemplateCreateBody' },
  { from: 'surveyPatchBodySchema', to: 'moduleTemplatePatchBodySchema' },
  { from: 'SurveyPatchBody', to: 'ModuleTemplatePatchBody' },
  { from: 'surveyDeleteResponseSchema', to: 'moduleTemplateDeleteResponseSchema' },
  { from: 'SurveyDeleteResponse', to: 'ModuleTemplateDeleteResponse' },
  { from: 'toSurveySummary', to: 'toModuleTemplateSummary' },
  { from: 'toSurvey', to: 'toModuleTemplate' },
  { from: 'surveyDefinitionProblem', to: 'moduleDefinitionProblem' },
  { from: 'surveyQuestions', to: 'moduleQuestions', why: 'the questions of a module definition' },
  { from: 'SurveyQuestion', to: 'ModuleQuestion' },
  {
    from: 'survey',
    to: 'template',
    kinds: ['variable', 'parameter', 'binding'],
    typeOf: ['Survey', 'ModuleTemplate'],
    ambiguous: true,
    why: '`survey` also names SurveyJS models and test definitions',
  },
  {
    from: 'survey',
    to: 'memberModule',
    kinds: ['variable', 'parameter', 'binding'],
    typeOf: ['MemberSurvey', 'MemberModule'],
    ambiguous: true,
  },
  {
    from: 'survey',
    to: 'memberModule',
    kinds: ['property'],
    typeOf: ['MemberSurvey', 'MemberModule'],
    ambiguous: true,
    why: "a component's prop holding a member module (not a wire field: no schema declares it so)",
  },

  // ---- member module (`memberSurvey`, booklet)
  {
    from: 'memberSurveySummarySchema',
    to: 'profileModuleSummarySchema',
    ambiguous: true,
    notText: /templateId/,
    why: "two schemas had this name: the profile's Modules tab row (no template id)…",
  },
  { from: 'MemberSurveyByTypeResponse', to: 'SeriesByTemplateResponse', why: 'it counts series instances' },
  { from: 'memberSurveyByTypeResponseSchema', to: 'seriesByTemplateResponseSchema' },
  { from: 'RecentSurvey', to: 'RecentMemberModule' },
  { from: 'recentSurveySchema', to: 'recentMemberModuleSchema' },
  { from: 'toRecentSurvey', to: 'toRecentMemberModule' },
  { from: 'LatestSurvey', to: 'LatestMemberModule' },
  { from: 'BookletsManagement', to: 'ModulesManagement', why: '`/booklets` stays in the URL only' },
  { from: 'BookletsManagementRoute', to: 'ModulesManagementRoute' },
  { from: 'BookletsManagementScreen', to: 'ModulesManagementScreen' },
  { from: 'selectBookletRule', to: 'selectModuleTemplateRule', why: "the start dialog's template field" },
  {
    from: 'memberCollection',
    to: 'seriesInstanceId',
    kinds: ['variable', 'parameter', 'binding'],
    typeIs: /^string( \| (null|undefined))*$/,
    why: 'an id, not the instance',
  },

  // ---- series template (`collection`)
  { from: 'Collection', to: 'SeriesTemplate', kinds: ['type'], ambiguous: true, why: 'a generic word' },
  { from: 'collectionSchema', to: 'seriesTemplateSchema' },
  { from: 'collectionListResponseSchema', to: 'seriesTemplateListResponseSchema' },
  { from: 'collectionResponseSchema', to: 'seriesTemplateResponseSchema' },
  { from: 'collectionCreateBodySchema', to: 'seriesTemplateCreateBodySchema' },
  { from: 'CollectionCreateBody', to: 'SeriesTemplateCreateBody' },
  { from: 'collectionDeleteResponseSchema', to: 'seriesTemplateDeleteResponseSchema' },
  { from: 'collectionAssignMemberBodySchema', to: 'seriesTemplateAssignMemberBodySchema' },
  { from: 'CollectionAssignMemberBody', to: 'SeriesTemplateAssignMemberBody' },
  { from: 'collectionAssignProjectBodySchema', to: 'seriesTemplateAssignProjectBodySchema' },
  { from: 'CollectionAssignProjectBody', to: 'SeriesTemplateAssignProjectBody' },
  { from: 'projectAssignCollectionBodySchema', to: 'projectAssignSeriesTemplateBodySchema' },
  { from: 'ProjectAssignCollectionBody', to: 'ProjectAssignSeriesTemplateBody' },
  { from: 'toCollection', to: 'toSeriesTemplate' },
  {
    from: 'collectionTemplate',
    to: 'seriesTemplate',
    kinds: ['variable', 'parameter', 'binding'],
    why: 'locals only: `collectionTemplate` is a wire field',
  },

  // ---- series instance (`memberCollection`)
  { from: 'RecentCollection', to: 'RecentSeriesInstance' },
  { from: 'recentCollectionSchema', to: 'recentSeriesInstanceSchema' },
  { from: 'toRecentCollection', to: 'toRecentSeriesInstance' },
  {
    from: 'collectionIdParamsSchema',
    to: 'seriesInstanceIdParamsSchema',
    why: 'historic reports name one series instance',
  },
  { from: 'roundCollectionId', to: 'roundSeriesInstanceId' },
  {
    from: 'memberCollectionClientDashboardSchema',
    to: 'memberSeriesDashboardResponseSchema',
    why: "`/membercollections/client/{userId}`: the member dashboard's series",
  },
  { from: 'memberCollectionClientResponseSchema', to: 'memberSeriesInstancesResponseSchema' },
  { from: 'clientSeriesDashboard', to: 'memberSeriesDashboard' },
  { from: 'useMemberCollectionsOfClient', to: 'useMemberSeriesDashboard' },
  { from: 'listClientSeriesInstances', to: 'listMemberSeriesInstances' },
  {
    from: 'patientCollectionsResponseSchema',
    to: 'memberSeriesTabResponseSchema',
    why: "`/collections/patient/{id}`: the member edit page's Series tab",
  },
  { from: 'listPatientCollections', to: 'listMemberSeriesTab' },
  { from: 'usePatientCollections', to: 'useMemberSeriesTab' },
  {
    from: 'readBySurveyType',
    to: 'readSeriesByTemplate',
    why: "the Admin dashboard's series instances per series template",
  },
  { from: 'SurveysByType', to: 'SeriesByTemplate' },
  { from: 'SurveysByTypeFigure', to: 'SeriesByTemplateFigure' },
  { from: 'SurveysByTypeChart', to: 'SeriesByTemplateChart' },

  // ---- locals named after the wire field they hold (the wire objects themselves keep the field's
  // name; a local or parameter that holds the value takes the glossary's). Template ids first, by the
  // function they are declared in; every other `collectionId` local is a series instance's id.
  {
    from: 'collectionId',
    to: 'seriesTemplateId',
    kinds: ['variable', 'parameter', 'binding'],
    container: 'seriesListing',
    ambiguous: true,
    why: "a series template's listing key",
  },
  {
    from: 'collectionId',
    to: 'seriesTemplateId',
    kinds: ['variable', 'parameter', 'binding'],
    container: 'unlist',
    ambiguous: true,
  },
  {
    from: 'collectionId',
    to: 'seriesTemplateId',
    kinds: ['variable', 'parameter', 'binding'],
    container: 'AssignToSeriesDialog',
    ambiguous: true,
    why: 'the series template the Assign dialogs assign to',
  },
  {
    from: 'collectionId',
    to: 'seriesTemplateId',
    kinds: ['variable', 'parameter', 'binding'],
    container: 'SeriesTab',
    ambiguous: true,
  },
  {
    from: 'collectionId',
    to: 'seriesInstanceId',
    kinds: ['variable', 'parameter', 'binding'],
    ambiguous: true,
    why: '`collectionId` is a wire field (historic reports, PDFs): only locals holding it are renamed',
  },
  {
    from: 'surveyList',
    to: 'moduleTemplateIds',
    kinds: ['variable', 'parameter', 'binding'],
    ambiguous: true,
    why: "a series template's chapters; `surveyList` is a wire field",
  },
  {
    from: 'surveyIds',
    to: 'moduleTemplateIds',
    kinds: ['variable', 'parameter', 'binding'],
    ambiguous: true,
    why: "a workbook's module templates; `surveyIds` is a wire field",
  },
  {
    from: 'collectionList',
    to: 'seriesTemplateIds',
    kinds: ['variable', 'parameter', 'binding'],
    typeIs: /string\[\]|^any$/,
    ambiguous: true,
    why: "a project's series templates; `collectionList` is a wire field",
  },
  {
    from: 'patients',
    to: 'memberIds',
    kinds: ['variable', 'parameter', 'binding'],
    typeIs: /^(readonly )?string\[\]$/,
    ambiguous: true,
    why: "a helper's assigned members; `patients` is a stored attribute and a wire field",
  },
  {
    from: 'patients',
    to: 'members',
    kinds: ['variable', 'parameter', 'binding'],
    typeIs: /^(UserSummary|UserRecord)\[\]$/,
    ambiguous: true,
  },
  {
    from: 'collections',
    to: 'seriesInstances',
    kinds: ['parameter'],
    typeIs: /RecentSeriesInstance/,
    ambiguous: true,
  },
  {
    from: 'surveys',
    to: 'memberModules',
    kinds: ['parameter'],
    typeIs: /RecentMemberModule/,
    ambiguous: true,
  },

  // ---- member (`patient`, `client`)
  { from: 'clientDashboard', to: 'memberDashboard' },
  { from: 'useClientDashboard', to: 'useMemberDashboard' },
  { from: 'clientDashboardResponseSchema', to: 'memberDashboardResponseSchema' },
  { from: 'ClientDashboardResponse', to: 'MemberDashboardResponse' },
  { from: 'clientChapterSchema', to: 'memberDashboardChapterSchema' },
  { from: 'clientData', to: 'memberData' },
  { from: 'selectPatientRule', to: 'selectMemberRule' },
  {
    from: 'patientId',
    to: 'memberId',
    kinds: ['variable', 'parameter', 'binding'],
    why: 'locals only: `patientId` is a wire field and a stored attribute',
  },
  {
    from: 'patient',
    to: 'isMember',
    kinds: ['variable'],
    text: /=== 'Patient'/,
    ambiguous: true,
  },
  {
    from: 'patient',
    to: 'member',
    kinds: ['variable', 'parameter', 'binding'],
    notText: /Patient\/|=== 'Patient'/,
    ambiguous: true,
    why: "FHIR's `Patient/…` reference builder keeps FHIR's word",
  },
  {
    from: 'clients',
    to: 'memberOptions',
    kinds: ['variable'],
    text: /'Patient'|isMemberRole/,
    ambiguous: true,
    why: 'other `clients` count network clients',
  },

  // ---- lead (`publicsurvey`)
  { from: 'PublicSurveyLead', to: 'Lead' },
  { from: 'publicSurveyLeadSchema', to: 'leadSchema' },
  { from: 'submitSurvey', to: 'submitScreener', why: "the public screener's submission" },
  {
    from: 'surveys',
    to: 'leads',
    kinds: ['property'],
    container: 'LeadDeps',
    ambiguous: true,
    why: "the leads use cases' repository (LeadDeps is PublicSurveyDeps until the first pass renames it)",
  },

  // ---- report kind
  {
    from: 'ReportKind',
    to: 'ReportScreenKind',
    kinds: ['type'],
    text: /ccHistoric/,
    ambiguous: true,
    why: "two types had this name: the report screens' kinds (with historic versions) and the reports'",
  },

  // ---- storage keys (functions' `keys`): the builders' names, never the bytes they build
  { from: 'publicSurvey', to: 'lead', kinds: ['property'], container: 'keys' },
  { from: 'publicSurveyByDate', to: 'leadByDate', kinds: ['property'], container: 'keys' },
  { from: 'publicSurveysByDate', to: 'leadsByDate', kinds: ['property'], container: 'keys' },
  { from: 'template', to: 'moduleTemplate', kinds: ['property'], container: 'keys', ambiguous: true },
  {
    from: 'templateInList',
    to: 'moduleTemplateInList',
    kinds: ['property'],
    container: 'keys',
    ambiguous: true,
  },
  {
    from: 'templatesList',
    to: 'moduleTemplatesList',
    kinds: ['property'],
    container: 'keys',
    ambiguous: true,
  },

  // ---- web query keys: the factories' members (their string segments: QUERY_KEY_SEGMENTS)
  { from: 'client', to: 'member', kinds: ['property'], container: 'dashboardKeys', ambiguous: true },
  {
    from: 'collections',
    to: 'seriesInstances',
    kinds: ['property'],
    container: 'dashboardKeys',
    ambiguous: true,
  },
];

/**
 * Kebab-case parts of file and folder names (whole parts between hyphens), renamed with `git mv`;
 * imports and path strings follow. SurveyJS's own folder and files (`survey/`, `survey-view`) keep the
 * library's name.
 */
export const FILE_RULES: readonly { from: string; to: string }[] = [
  { from: 'member-surveys', to: 'member-modules' },
  { from: 'member-survey', to: 'member-module' },
  { from: 'member-collections', to: 'series-instances' },
  { from: 'member-collection', to: 'series-instance' },
  { from: 'public-surveys', to: 'leads' },
  { from: 'public-survey', to: 'lead' },
  { from: 'patient-collections', to: 'member-series-tab' },
  { from: 'client-dashboard', to: 'member-dashboard' },
  { from: 'client-instances', to: 'member-instances' },
  { from: 'assign-patients', to: 'assign-members' },
  { from: 'assign-collection', to: 'assign-series-template' },
  { from: 'booklets-management', to: 'modules-management' },
  { from: 'surveys-by-type', to: 'series-by-template' },
  { from: 'by-survey-type', to: 'series-by-template' },
  { from: 'survey-questions', to: 'module-questions' },
];

/**
 * Segments of the web's query keys (strings in the key factories and roots). They live only in the
 * browser's memory (no persisted cache), so renaming them needs no mapping.
 */
export const QUERY_KEY_SEGMENTS: Readonly<Record<string, string>> = {
  memberSurveys: 'memberModules',
  memberCollections: 'seriesInstances',
  patient: 'member',
  client: 'member',
  collections: 'seriesInstances',
};

/**
 * The stored `type` attribute of each kind of item, by the code's name for it. The stored bytes are
 * the right-hand side and never change (items already written stay readable: a mapping layer, no
 * migration); the code spells only the left-hand side (`storedType.memberModule`).
 */
export const STORED_TYPES: Readonly<Record<string, string>> = {
  user: 'User',
  uniqueClaim: 'Unique',
  partnerClaim: 'UniquePartner',
  facility: 'Facility',
  rateCounter: 'RateCounter',
  loginAttempts: 'LoginAttempts',
  auditEvent: 'AuditEvent',
  lead: 'PublicSurvey',
  moduleTemplate: 'Survey',
  memberModule: 'MemberSurvey',
  memberModuleDefinition: 'MemberSurveyDefinition',
  memberModuleAnswers: 'MemberSurveyAnswers',
  seriesTemplate: 'Collection',
  seriesListing: 'CollectionMember',
  seriesInstance: 'MemberCollection',
  project: 'Project',
  workbook: 'Workbook',
  defaultWorkbook: 'DefaultWorkbook',
  stickyNote: 'StickyNote',
  note: 'Note',
  noteUpload: 'NoteUpload',
  reportRound: 'ReportRound',
  counterTotals: 'CounterTotals',
  counterByType: 'CounterByType',
  exportRun: 'ExportRun',
  exportItem: 'ExportItem',
  exportClaim: 'ExportClaim',
  researchExport: 'ResearchExport',
  followup: 'Followup',
  followupIndex: 'FollowupIndex',
  followupServices: 'FollowupServices',
  followupTotals: 'FollowupTotals',
  followupMonth: 'FollowupMonth',
  outboxMessage: 'OutboxMessage',
};

/**
 * Replaces each word rule's word in `name` at camel-case boundaries (`memberSurveyKeys` →
 * `memberModuleKeys`, `useMemberSurveys` → `useMemberModules`), keeping the case of its first letter.
 */
export function applyWordRules(name: string, rules: readonly WordRule[] = WORD_RULES): string {
  let out = name;
  for (const rule of rules) out = out.replace(wordPattern(rule.from), (m) => caseLike(m, rule.to));
  return out;
}

/** Whether `name` holds one of the word rules' words at a camel-case boundary. */
export function hasOldWord(name: string, rules: readonly WordRule[] = WORD_RULES): boolean {
  return rules.some((rule) => wordPattern(rule.from).test(name));
}

function wordPattern(word: string): RegExp {
  const first = word[0]!;
  const rest = word.slice(1);
  // At the start (either case) or after a lower-case letter or digit (upper case); ends before an
  // upper-case letter, a digit, an underscore or the end.
  return new RegExp(
    `(?:^[${first.toLowerCase()}${first.toUpperCase()}]|(?<=[a-z0-9])${first.toUpperCase()})${rest}(?=[A-Z0-9_]|s?$|s[A-Z0-9_])`,
    'g',
  );
}

function caseLike(matched: string, to: string): string {
  const upper = matched[0] === matched[0]!.toUpperCase();
  return (upper ? to[0]!.toUpperCase() : to[0]!.toLowerCase()) + to.slice(1);
}

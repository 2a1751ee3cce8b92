/**
 * The stored `type` attribute of each kind of item in the one table, by the code's name for it (the
 * README's glossary). The values are the bytes already stored and never change: where the code's name
 * differs from the stored word (`memberModule` is stored `MemberSurvey`, `lead` `PublicSurvey`,
 * `seriesInstance` `MemberCollection`…), this is the mapping layer between them, so items written
 * before the rename stay readable and no migration is needed. Code spells only the names on the left.
 * The attribute is written, never read back as a record's field (`recordOf` drops it).
 */
export const storedType = {
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
} as const;

/** The stored `type` of an item. */
export type StoredType = (typeof storedType)[keyof typeof storedType];

import * as z from 'zod';
import { idSchema, wholeListLimitSchema } from './common';
import { seriesInstanceSchema } from './series';

/**
 * Report kinds: which report a series template feeds, by its name (spec 000 §2 'Completed Reports
 * table'). Series of any other name feed no report.
 */
export const REPORT_KINDS = ['cc', 'screener', 'qoflShort', 'qofl'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const reportKindSchema = z.enum(REPORT_KINDS);

/** Series template name → report kind (the four library series of spec 000 §2). */
export const REPORT_KIND_OF_SERIES: Readonly<Record<string, ReportKind>> = {
  'Community Connections': 'cc',
  'Social Health Screener - NEW': 'screener',
  'Quality of Life - Short': 'qoflShort',
  'Quality Life Series': 'qofl',
};

const missing = z.literal(999);

/**
 * The report payload of spec 000 §3 (`ReportPayload` of shared/src/reports, built by `computeReport`):
 * every metric an array with one entry per round of that series for the member, oldest first, 999 where
 * a round has no usable answer. The fields named here are typed; every other metric array of §3
 * (household_size, life_satisfaction2, … PWI_QofL3_COMB) passes through unchanged (loose object).
 * Rounds: one per finished series instance of the member (every chapter at 100).
 */
export const reportPayloadSchema = z.looseObject({
  /** One ISO time per round: when that round was last answered (oldest first). */
  collection_last_updated: z.array(z.string()),
  account_name: z.string().optional(),
  memberName: z.string().optional(),
  /** Series instance id of each round (same order as every array). */
  collectionIds: z.array(idSchema),
  flags: z.array(z.looseObject({ red: z.array(z.unknown()), yellow: z.array(z.unknown()) })),
  /** The eight dashboard tiles per round (spec 000 §4). */
  tiles: z.array(z.array(z.number())),
  wellness_score: z.array(z.union([z.number(), z.string()])),
  wellness_label: z.array(z.string()),
  community_connection: z.array(z.object({ score: z.number(), label: z.string() }).nullable()),
  screener_risk: z.array(z.object({ score: z.number(), level: z.string() })),
  /** Advice message keys per round (shared/src/messages advice texts). */
  advice: z.array(z.array(z.string())),
  access_to_family_doctor: z.array(z.union([z.enum(['Yes', 'No']), missing])),
  /** Names of answers set aside (out of range, wrong type), never values. */
  diagnostics: z.array(z.unknown()),
});
export type ReportPayloadResponse = z.infer<typeof reportPayloadSchema>;

/** A report answer: the payload, or `{}` when the member has no round of that series. */
export const reportResponseSchema = z.union([reportPayloadSchema, z.strictObject({})]);
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** Where one of the dashboard's figures came from: a finished round of one report series. */
export const figureSourceSchema = z.object({
  instanceId: idSchema,
  kind: reportKindSchema,
  /** The series template's name ('Quality Life Series', …), shown with the figure. */
  collectionName: z.string(),
  /** Its French name (issue 25), if the instance carried one. */
  collectionNameFr: z.string().optional(),
  /** When that round was last answered (ISO; shown as its first 10 characters). */
  updatedAt: z.string(),
});

/**
 * The member dashboard's latest known figures (issue 20, `latestFigures` of shared/src/reports): a
 * one-round report payload whose every figure comes from the member's newest finished round of any
 * report series that has it, and `sources`: those rounds (newest first) and, per figure key (a payload
 * field, `tile.<name>`, `screener_risk`), the index of its round. A figure with no key has no round.
 */
export const dashboardFiguresSchema = reportPayloadSchema.extend({
  sources: z.object({
    rounds: z.array(figureSourceSchema),
    figures: z.record(z.string(), z.number().int().min(0)),
  }),
});

/** `GET /api/reports/dashboard/user/{userId}`: the figures, or `{}` when the member has no finished round. */
export const dashboardReportResponseSchema = z.union([dashboardFiguresSchema, z.strictObject({})]);
export type DashboardReportResponse = z.infer<typeof dashboardReportResponseSchema>;

export const reportUserIdParamsSchema = z.object({ userId: idSchema });
/** `GET /api/reports/qofl/user/{userID}` and `/api/users/client/{userID}` keep the spec's casing. */
export const reportUserIDParamsSchema = z.object({ userID: idSchema });
export const seriesInstanceIdParamsSchema = z.object({ collectionId: idSchema });

/** One row of the Completed Reports table: a series instance with all chapters at 100. */
export const completedReportSchema = z.object({
  /** The series instance id (the historic report's `collectionId`). */
  _id: idSchema,
  kind: reportKindSchema,
  /** Series template name (the table's Series column). */
  collectionName: z.string(),
  /** Its French name (issue 25), if the instance carried one. */
  collectionNameFr: z.string().optional(),
  collectionTemplate: idSchema,
  member: idSchema,
  memberName: z.string(),
  facilityId: z.string().optional(),
  /** When the last chapter reached 100 (ISO; the table shows the first 10 characters). */
  completedAt: z.string(),
  /** When the round was last answered. */
  updatedAt: z.string(),
});
export type CompletedReport = z.infer<typeof completedReportSchema>;
export const completedReportListResponseSchema = z.object({ reports: z.array(completedReportSchema) });
export type CompletedReportListResponse = z.infer<typeof completedReportListResponseSchema>;

export const completedReportsQuerySchema = z.object({
  /** Admin only: narrow to one facility (default: every facility). */
  facilityId: idSchema.optional(),
  limit: wholeListLimitSchema,
});
export type CompletedReportsQuery = z.infer<typeof completedReportsQuerySchema>;

/* ---------------------------------------------------------------- dashboards */

/** A module in the member's dashboard (spec 000 §3 'Member survey (summary)', without definitions). */
export const recentMemberModuleSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The French name copied at start (issue 25), if any. */
  nameFr: z.string().optional(),
  patientId: idSchema,
  completeness: z.number(),
  approved: z.boolean(),
  updatedAt: z.string(),
  surveyTemplate: z.object({ _id: idSchema, name: z.string(), nameFr: z.string().optional() }),
});
export type RecentMemberModule = z.infer<typeof recentMemberModuleSchema>;

/** A series instance in the recent list (spec 000 §3 'Member collection in recent list'). */
export const recentSeriesInstanceSchema = z.object({
  _id: idSchema,
  member: z.object({ _id: idSchema }),
  userName: z.string(),
  collectionTemplate: z.object({ _id: idSchema, name: z.string(), nameFr: z.string().optional() }),
  memberSurveyList: z.array(
    z.object({
      _id: idSchema,
      completeness: z.number(),
      surveyTemplate: z.object({ name: z.string(), nameFr: z.string().optional() }),
    }),
  ),
  completeness: z.number(),
  updatedAt: z.string(),
});
export type RecentSeriesInstance = z.infer<typeof recentSeriesInstanceSchema>;

/**
 * GET /api/membercollections/client/{userId} (extended by issue 11): the member's instances as before,
 * plus `recentSurvey` (the member's module updated last, null when none), `recentCollection`
 * (instances, most recently updated first) and `assignedSurveys` (issue 20: the member's modules outside
 * any series instance that are not complete, most recently updated first: with the incomplete series,
 * the dashboard's Current Assigned Tasks).
 */
export const memberSeriesDashboardResponseSchema = z.object({
  memberCollections: z.array(seriesInstanceSchema),
  recentSurvey: recentMemberModuleSchema.nullable(),
  recentCollection: z.array(recentSeriesInstanceSchema),
  assignedSurveys: z.array(recentMemberModuleSchema),
});

/** One chapter in the member's dashboard's series instances: id, completeness, name (spec 000 §3). */
export const memberDashboardChapterSchema = z.object({
  _id: idSchema,
  completeness: z.number(),
  name: z.string(),
  nameFr: z.string().optional(),
});

/** GET /api/users/client/{userID}: the member's dashboard data (spec 000 §3). */
export const memberDashboardResponseSchema = z.object({
  /** Count of the member's modules. */
  surveys: z.number().int(),
  completedSurveys: z.number().int(),
  notCompletedSurveys: z.number().int(),
  /** Names of the member's series instances, in `collections` order (newest first). */
  collectionNames: z.array(z.string()),
  /** Per instance, its chapters. */
  collections: z.array(z.array(memberDashboardChapterSchema)),
  userName: z.string(),
  facilityName: z.string(),
});
export type MemberDashboardResponse = z.infer<typeof memberDashboardResponseSchema>;

/** The counts of the Admin dashboard: `{ count }`. */
export const countResponseSchema = z.object({ count: z.number().int().min(0) });

/** GET /api/membercollections/memberSurveybyType: series instances per series template. */
export const seriesByTemplateResponseSchema = z.object({
  data: z.array(
    z.object({
      collectionTemplate: idSchema,
      collectionTemplateName: z.string(),
      /** The series template's French name, when it has one (issue 25). */
      collectionTemplateNameFr: z.string().optional(),
      totalMemberCollections: z.number().int().min(0),
    }),
  ),
});
export type SeriesByTemplateResponse = z.infer<typeof seriesByTemplateResponseSchema>;

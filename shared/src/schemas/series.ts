import * as z from 'zod';
import type { MessageParams } from '../messages/define';
import { msg, type ModulesMessageKey } from '../messages/modules';
import { audited, idSchema, wholeListLimitSchema } from './common';
import { TEXT_MAX, tooLong, tooMany } from './limits';
import { missingText } from './issue-messages';

/*
 * Series templates (`collections`), series instances (`membercollections`), workbooks and projects
 * (spec 001 §3, §5, §7). The spec's field names are kept. Fields the server owns (createdBy, modifiedBy,
 * completeness, member names, counts, versions) are never read from a body: the body schemas below do
 * not declare them, so zod strips them. Texts of the §5 rules are the messages catalogue's
 * (`modules.validation.*`), read when an issue is raised (so in the request's locale).
 */

/** Longest series, workbook or project name. */
export const MAX_SERIES_NAME = 200;
/** Most items one DynamoDB transaction writes: every assignment is one transaction, so it caps them. */
export const MAX_TRANSACTION_ITEMS = 100;
/** Most bytes one DynamoDB transaction writes (its items' sizes added up). */
export const MAX_TRANSACTION_BYTES = 4 * 1024 * 1024;
/**
 * Items a series start writes besides its chapters: the instance, the series template's count, the
 * audit event and up to 4 dashboard counters; and per chapter (one module each): the module, its
 * definition, its answers and its template's use count.
 */
export const SERIES_START_ITEMS = { fixed: 7, perChapter: 4 } as const;
/**
 * Most module templates in one series template: a start is ONE transaction (the instance and every
 * chapter), so 7 + 4n ≤ 100 items. Their sizes are checked when the series is created and started.
 */
export const MAX_SERIES_TEMPLATES = Math.floor(
  (MAX_TRANSACTION_ITEMS - SERIES_START_ITEMS.fixed) / SERIES_START_ITEMS.perChapter,
);
/** Most module templates in one workbook (a workbook only names them; nothing starts them together). */
export const MAX_WORKBOOK_TEMPLATES = 40;
/** Most ids in one assignment call. */
export const MAX_ASSIGN_IDS = 50;
/**
 * Most users one POST /api/collections/assign/member adds: the transaction writes the template, then
 * one listing item and one audit event per user added (1 + 2n ≤ 100).
 */
export const MAX_SERIES_ASSIGN_USERS = Math.floor((MAX_TRANSACTION_ITEMS - 1) / 2);
/**
 * Most users one POST /api/workbooks/assign-collections may name with `workbooks` workbooks: the
 * transaction writes one default per (user, workbook) and one audit event per user (n·(w + 1) ≤ 100).
 */
export const maxWorkbookAssignUsers = (workbooks: number) =>
  Math.floor(MAX_TRANSACTION_ITEMS / (Math.max(workbooks, 1) + 1));
/**
 * Most series one project holds: deleting it writes the project, each of its series (unlinked) and the
 * audit event in one transaction (n + 2 ≤ 100). Assigning past it answers 400.
 */
export const MAX_PROJECT_SERIES = MAX_TRANSACTION_ITEMS - 2;

/** A catalogue text, read when the issue is raised. */
type Text = () => string;
const text =
  (key: ModulesMessageKey, params?: MessageParams): Text =>
  () =>
    msg(key, params);

const CREATE_SERIES = text('modules.validation.createSeries');
const CREATE_MEMBER_SERIES = text('modules.validation.createMemberSeries');
const CREATE_PROJECT = text('modules.validation.createProject');
const DUPLICATE = text('modules.validation.duplicate');

/** A non-empty, trimmed name, with `message` when empty. */
const nameOf = (message: Text) =>
  z
    .string({ error: missingText(message) })
    .trim()
    .min(1, { error: message })
    .max(MAX_SERIES_NAME, tooLong(MAX_SERIES_NAME));

/** A list of distinct ids ("a template can be added only once"), at least one, with `message` otherwise. */
const idList = (message: Text, max = MAX_ASSIGN_IDS, tooManyText?: Text) =>
  z
    .array(idSchema, { error: missingText(message) })
    .min(1, { error: message })
    .max(max, tooManyText ? { error: tooManyText, abort: true } : tooMany(max))
    .refine((ids) => new Set(ids).size === ids.length, { error: DUPLICATE });

const requiredId = (message: Text) =>
  z
    .string({ error: missingText(message) })
    .trim()
    .min(1, { error: message })
    .max(TEXT_MAX.id, tooLong(TEXT_MAX.id))
    .pipe(idSchema);

/**
 * An item's id and display name (a module template, a series, a workbook's module template), with the French
 * name the item had when the reference was written (issue 25), if any.
 */
export const namedRefSchema = z.object({ _id: idSchema, name: z.string(), nameFr: z.string().optional() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** A user as lists show them (spec 001 §3 `member (_id, info.name)`). */
export const userRefSchema = z.object({ _id: idSchema, info: z.object({ name: z.string() }) });
export type UserRef = z.infer<typeof userRefSchema>;

/* ---------------------------------------------------------------- series templates */

/** A series template (spec 001 §3 'Collection'). */
export const seriesTemplateSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The name in French (issue 25); absent: French readers see `name`. */
  nameFr: z.string().optional(),
  /** Module template ids, in chapter order. */
  surveyList: z.array(idSchema),
  /** The same templates with their names (chapter templates). */
  surveys: z.array(namedRefSchema),
  /** Projects the series belongs to. */
  projectList: z.array(idSchema),
  /** Users assigned to the series (members, volunteers and coordinators); they may read it. */
  memberList: z.array(idSchema),
  /** How many series instances were started from it and still exist. */
  memberCollectionCount: z.number().int().min(0),
  /** Deleted while instances existed: left out of lists, still readable by id, cannot be started. */
  archived: z.boolean(),
  ...audited,
});
export type SeriesTemplate = z.infer<typeof seriesTemplateSchema>;

export const seriesTemplateListResponseSchema = z.object({ collectionList: z.array(seriesTemplateSchema) });
export const seriesTemplateResponseSchema = z.object({ collection: seriesTemplateSchema });

/** POST /api/collections: a name and at least one module template, each once (spec 001 §5). */
export const seriesTemplateCreateBodySchema = z.object({
  name: nameOf(CREATE_SERIES),
  /** Its French name (issue 25): optional, the name's length limit; empty is none. */
  nameFr: z.string().trim().max(MAX_SERIES_NAME, tooLong(MAX_SERIES_NAME)).optional(),
  surveyList: idList(CREATE_SERIES, MAX_SERIES_TEMPLATES),
});
export type SeriesTemplateCreateBody = z.infer<typeof seriesTemplateCreateBodySchema>;

/** DELETE /api/collections/{id}: removed, or archived because instances exist. */
export const seriesTemplateDeleteResponseSchema = z.object({ _id: idSchema, archived: z.boolean() });

/**
 * POST /api/collections/assign/member: adds users to a series' memberList (already listed ones are
 * left as they are). `as: 'coordinator'` (Admin only) accepts only users of role Coordinator; the
 * default `member` accepts Patients and Volunteers. At most `MAX_SERIES_ASSIGN_USERS` (49) users a
 * call, so that the change and its audit events fit one transaction.
 */
export const seriesTemplateAssignMemberBodySchema = z.object({
  collectionId: requiredId(text('modules.validation.selectSeries')),
  memberList: idList(
    text('modules.validation.selectPeople'),
    MAX_SERIES_ASSIGN_USERS,
    text('modules.validation.tooManyPeople', { max: MAX_SERIES_ASSIGN_USERS }),
  ),
  as: z.enum(['member', 'coordinator']).default('member'),
});
export type SeriesTemplateAssignMemberBody = z.infer<typeof seriesTemplateAssignMemberBodySchema>;

/** POST /api/collections/assign/project: adds the series to projects (both sides, one transaction). */
export const seriesTemplateAssignProjectBodySchema = z.object({
  collectionId: requiredId(text('modules.validation.selectSeries')),
  projectList: idList(text('modules.validation.selectProjects')),
});
export type SeriesTemplateAssignProjectBody = z.infer<typeof seriesTemplateAssignProjectBodySchema>;

/* ---------------------------------------------------------------- series instances */

/** A series instance in lists (spec 001 §3 'Member collection'). */
export const seriesInstanceSchema = z.object({
  _id: idSchema,
  /** The series template's id. */
  collectionTemplate: idSchema,
  collectionName: z.string(),
  /** The series template's French name when started (issue 25), if it had one. */
  collectionNameFr: z.string().optional(),
  /** Share of chapters at 100, rounded (0–100), computed by the server. */
  completeness: z.number().int().min(0).max(100),
  /** All chapters at 100. */
  complete: z.boolean(),
  /** Member module ids, in chapter order. */
  memberSurveyList: z.array(idSchema),
  member: idSchema,
  memberName: z.string(),
  ...audited,
});
export type SeriesInstance = z.infer<typeof seriesInstanceSchema>;

/** One chapter of the viewer: a member module and its completeness. */
export const memberChapterSchema = z.object({
  _id: idSchema,
  name: z.string(),
  nameFr: z.string().optional(),
  templateId: idSchema,
  completeStatus: z.number().int().min(0).max(100),
  completed: z.boolean(),
  approved: z.boolean(),
});
export type MemberChapter = z.infer<typeof memberChapterSchema>;

/** GET /api/membercollections/{id}: the series viewer's data (spec 001 §2.7, §3). */
export const seriesInstanceViewSchema = seriesInstanceSchema.extend({
  patientId: userRefSchema,
  chapterTemplates: z.array(namedRefSchema),
  memberChapters: z.array(memberChapterSchema),
  overallCompleteness: z.number().int().min(0).max(100),
});
export type SeriesInstanceView = z.infer<typeof seriesInstanceViewSchema>;

export const seriesInstanceListQuerySchema = z.object({
  /** Only instances of this series template. */
  collectionTemplate: idSchema.optional(),
  /** Only this member's instances (404 outside the caller's scope). */
  member: idSchema.optional(),
  limit: wholeListLimitSchema,
});
export type SeriesInstanceListQuery = z.infer<typeof seriesInstanceListQuerySchema>;

export const seriesInstanceListResponseSchema = z.object({
  memberCollectionList: z.array(seriesInstanceSchema),
});
export const memberSeriesInstancesResponseSchema = z.object({
  memberCollections: z.array(seriesInstanceSchema),
});
/** GET /api/collections/patient/{id} (spec 002 §7: "collections"): one member's series instances. */
export const memberSeriesTabResponseSchema = z.object({
  collections: z.array(seriesInstanceSchema),
});
export const seriesInstanceResponseSchema = z.object({ memberCollection: seriesInstanceViewSchema });
export const seriesInstanceDeleteResponseSchema = z.object({ _id: idSchema });
export const userIdParamsSchema = z.object({ userId: idSchema });

/** POST /api/membercollections: exactly one series and one member (spec 001 §5). */
export const seriesInstanceCreateBodySchema = z.object({
  collectionTemplate: requiredId(CREATE_MEMBER_SERIES),
  member: requiredId(CREATE_MEMBER_SERIES),
});
export type SeriesInstanceCreateBody = z.infer<typeof seriesInstanceCreateBodySchema>;

/* ---------------------------------------------------------------- workbooks */

/** A workbook: a named group of module templates (spec 001 §3). */
export const workbookSchema = z.object({
  _id: idSchema,
  name: z.string(),
  surveys: z.array(namedRefSchema),
  ...audited,
});
export type Workbook = z.infer<typeof workbookSchema>;

export const workbookListResponseSchema = z.object({ workbookList: z.array(workbookSchema) });
/** GET /api/workbooks/user answers a bare array (spec 001 §7 "array of workbooks"). */
export const workbookUserResponseSchema = z.array(workbookSchema);
export const workbookResponseSchema = z.object({ workbook: workbookSchema });

/** POST /api/workbooks/create: a name (spec 001 §5) and the module templates, each once. */
export const workbookCreateBodySchema = z.object({
  name: nameOf(text('modules.error.createWorkbook')),
  surveyIds: z
    .array(idSchema)
    .max(MAX_WORKBOOK_TEMPLATES, tooMany(MAX_WORKBOOK_TEMPLATES))
    .refine((ids) => new Set(ids).size === ids.length, { error: DUPLICATE })
    .default([]),
});
export type WorkbookCreateBody = z.infer<typeof workbookCreateBodySchema>;

/**
 * POST /api/workbooks/assign-collections: sets the workbooks as the default workbooks of the users
 * (spec 001 §2.1 Set Default Workbook). `cordinator_id` (the spec's spelling) is who assigns: a
 * Coordinator may only name themself (or leave it out); an Admin may name a Coordinator. One call sets
 * its defaults and one audit event per user in one transaction, so with w workbooks it takes at most
 * `maxWorkbookAssignUsers(w)` users (⌊100 / (w + 1)⌋: 50 with one workbook, 9 with ten); more → 400
 * under `userIds`.
 */
export const workbookAssignBodySchema = z
  .object({
    cordinator_id: idSchema.optional(),
    workbookId: idList(text('modules.validation.selectWorkbooks')),
    userIds: idList(text('modules.validation.selectClients')),
  })
  .superRefine((body, ctx) => {
    const max = maxWorkbookAssignUsers(body.workbookId.length);
    if (body.userIds.length > max)
      ctx.addIssue({
        code: 'custom',
        path: ['userIds'],
        message: msg('modules.validation.tooManyClients', { max, workbooks: body.workbookId.length }),
      });
  });
export type WorkbookAssignBody = z.infer<typeof workbookAssignBodySchema>;
export const workbookAssignResponseSchema = z.object({
  /** How many (user, workbook) defaults were newly set. */
  assigned: z.number().int().min(0),
});

/* ---------------------------------------------------------------- projects */

/** A project: a named group of members and series (spec 001 §3). */
export const projectSchema = z.object({
  _id: idSchema,
  name: z.string(),
  memberList: z.array(userRefSchema),
  collectionList: z.array(namedRefSchema),
  ...audited,
});
export type Project = z.infer<typeof projectSchema>;

export const projectListResponseSchema = z.object({ projectList: z.array(projectSchema) });
export const projectResponseSchema = z.object({ project: projectSchema });
export const projectDeleteResponseSchema = z.object({ _id: idSchema });

/**
 * POST /api/projects: a name and its series (spec 001 §2.8). The series may be none yet (the spec's dialog
 * can send an empty list; series are assigned later through /api/projects/assign/collection); an absent
 * list is the same as an empty one. The web's dialog still asks for one, with the spec's text.
 */
export const projectCreateBodySchema = z.object({
  name: nameOf(CREATE_PROJECT),
  collectionList: z
    .array(idSchema, { error: missingText(CREATE_PROJECT) })
    .max(MAX_ASSIGN_IDS, tooMany(MAX_ASSIGN_IDS))
    .refine((ids) => new Set(ids).size === ids.length, { error: DUPLICATE })
    .default([]),
});
export type ProjectCreateBody = z.infer<typeof projectCreateBodySchema>;

/** POST /api/projects/assign/member: adds members to one project. */
export const projectAssignMemberBodySchema = z.object({
  projectId: requiredId(text('modules.validation.selectProject')),
  memberList: idList(text('modules.validation.selectMembers')),
});
export type ProjectAssignMemberBody = z.infer<typeof projectAssignMemberBodySchema>;

/** POST /api/projects/assign/collection: adds series to one project (both sides, one transaction). */
export const projectAssignSeriesTemplateBodySchema = z.object({
  projectId: requiredId(text('modules.validation.selectProject')),
  collectionList: idList(text('modules.error.assignServicesProject')),
});
export type ProjectAssignSeriesTemplateBody = z.infer<typeof projectAssignSeriesTemplateBodySchema>;

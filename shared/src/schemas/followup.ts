import * as z from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { msg } from '../messages/validation';
import { TEXT_MAX, tooLong } from './limits';

/**
 * Follow-ups from flags (issue 24). A follow-up is opened by the server, in the same transaction that
 * stores a report round, for each finding the round newly raises; staff then work it with the actions
 * below. Every field here is the server's: no body sets a member, finding, severity, due date or status.
 */

/**
 * The severity of a finding: a red or yellow health alert, a High or Moderate social screener risk, or
 * a concern of the Community Connections report (an advice block not already tied to a flag).
 */
export const FOLLOWUP_SEVERITIES = ['red', 'yellow', 'highRisk', 'moderateRisk', 'concern'] as const;
export const followupSeveritySchema = z.enum(FOLLOWUP_SEVERITIES);
export type FollowupSeverity = z.infer<typeof followupSeveritySchema>;

/**
 * Where a follow-up stands. `open`: nobody acted yet; `contacted`, `couldNotReach`, `referred`: worked
 * but still open; `resolved`: closed with an outcome. Only `resolved` is closed.
 */
export const FOLLOWUP_STATUSES = ['open', 'contacted', 'couldNotReach', 'referred', 'resolved'] as const;
export const followupStatusSchema = z.enum(FOLLOWUP_STATUSES);
export type FollowupStatus = z.infer<typeof followupStatusSchema>;

/** A calendar day, `yyyy-mm-dd` (the next try date of 'Could not reach'). */
export const calendarDaySchema = z.iso.date();

/**
 * One answer behind a finding, stored with the follow-up when it opens (issue 24 §2): the value as the
 * member gave it, with the question's title and the chosen option's label from the round's own modules.
 */
export const followupAnswerSchema = z.object({
  /** The question's name (the key of the member's answer). */
  question: z.string(),
  /** The question's title as the member's module showed it; absent when the round's modules lack it. */
  label: z.string().optional(),
  /** The answer as the member gave it (a choice's value, a number, a text, the values of several choices). */
  value: z.union([z.number(), z.string(), z.boolean(), z.array(z.union([z.string(), z.number()]))]),
  /** The label of the option chosen (several joined by ', '), where the question has options. */
  choice: z.string().optional(),
});
export type FollowupAnswer = z.infer<typeof followupAnswerSchema>;

/** The finding behind a follow-up: its report text and the answer behind it. */
export const followupFindingSchema = z.object({
  /** Stable per member: `${severity}:${metric}` (one open follow-up per key at a time). */
  key: z.string(),
  /** The payload field (flag metric, `screener_risk`, or the advice block key of a concern). */
  metric: z.string(),
  /** The text the report shows for it (the flag text, the risk label, the advice text). */
  text: z.string(),
  /** The member's answer or computed value behind it (null when the finding combines several). */
  answer: z.union([z.number(), z.string(), z.null()]),
  /**
   * The member's answers behind it (one question for most flags; the items that made a combined value,
   * e.g. the loneliness items answered Often). Absent on follow-ups opened before it was kept.
   */
  answers: z.array(followupAnswerSchema).optional(),
  reportKind: z.enum(['cc', 'screener', 'qoflShort', 'qofl']),
  /** The series instance (round) whose save raised it: the report link. */
  instanceId: z.string(),
  collectionName: z.string(),
});
export type FollowupFinding = z.infer<typeof followupFindingSchema>;

/**
 * Who works a follow-up: one staff user, or the Coordinators of the member's facility as a pool (when
 * the member has no Volunteer or Coordinator).
 */
export const followupAssigneeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('user'),
    id: z.string(),
    name: z.string(),
    role: z.enum(['Admin', 'Coordinator', 'Volunteer']),
  }),
  z.object({ type: z.literal('facilityCoordinators'), facilityId: z.string() }),
]);
export type FollowupAssignee = z.infer<typeof followupAssigneeSchema>;

/** The actions a helper takes on a follow-up (history entries add `opened` and `escalated`). */
export const FOLLOWUP_ACTIONS = ['contacted', 'couldNotReach', 'referred', 'resolved'] as const;
export type FollowupAction = (typeof FOLLOWUP_ACTIONS)[number];

/** One entry of a follow-up's history (append-only; staff only: never shown to the member). */
export const followupEventSchema = z.object({
  at: isoDateTimeSchema,
  action: z.enum([...FOLLOWUP_ACTIONS, 'opened', 'reassigned', 'escalated']),
  /** The user who acted; absent for what the server did (opened, escalated). */
  by: z.string().optional(),
  byName: z.string().optional(),
  note: z.string().optional(),
  nextTryOn: calendarDaySchema.optional(),
  referredTo: z.string().optional(),
  /** The service of the facility's list it was referred to, when one was chosen (its name is `referredTo`). */
  referredServiceId: z.string().optional(),
  outcome: z.string().optional(),
  /** For `reassigned` and `escalated`: the new assignee. */
  assignee: followupAssigneeSchema.optional(),
});
export type FollowupEvent = z.infer<typeof followupEventSchema>;

/** A follow-up as staff read it. */
export const followupSchema = z.object({
  _id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  facilityId: z.string().optional(),
  severity: followupSeveritySchema,
  status: followupStatusSchema,
  finding: followupFindingSchema,
  assignee: followupAssigneeSchema,
  /** When it is due (opened + the severity's days); overdue when past and not resolved. */
  dueAt: isoDateTimeSchema,
  overdue: z.boolean(),
  /** Set when the escalation job moved it on (issue 24 §3). */
  escalatedAt: isoDateTimeSchema.optional(),
  /** 'Could not reach' attempts so far. */
  attempts: z.number().int(),
  nextTryOn: calendarDaySchema.optional(),
  referredTo: z.string().optional(),
  referredServiceId: z.string().optional(),
  outcome: z.string().optional(),
  firstContactAt: isoDateTimeSchema.optional(),
  resolvedAt: isoDateTimeSchema.optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** Send it back with every action: a stale version answers 409 STALE_VERSION. */
  version: z.number().int(),
});
export type Followup = z.infer<typeof followupSchema>;

/** A follow-up with its history and the member's contact details (the follow-up page). */
export const followupDetailSchema = followupSchema.extend({
  history: z.array(followupEventSchema),
  member: z.object({
    name: z.string(),
    email: z.string().optional(),
    phone: z.string().optional(),
    /** The member's language (profiles have no preferred-contact field; email and phone are shown). */
    language: z.string().optional(),
  }),
});
export type FollowupDetail = z.infer<typeof followupDetailSchema>;

const noteSchema = z.string().trim().max(TEXT_MAX.long, tooLong(TEXT_MAX.long)).optional();
const shortText = z.string().trim().min(1).max(TEXT_MAX.short, tooLong(TEXT_MAX.short));
const version = z.number().int().min(1);

/**
 * POST /api/followups/{id}/actions. `version` is the follow-up's as read. A resolved follow-up takes no
 * further action (409 FOLLOWUP_CLOSED). 'Referred to …' names either a service of the member's facility
 * list (`serviceId`: the server checks it is on that list and stores its name) or a free text
 * (`referredTo`), exactly one of them.
 */
export const followupActionBodySchema = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('contacted'), version, note: noteSchema }),
    z.object({ action: z.literal('couldNotReach'), version, nextTryOn: calendarDaySchema, note: noteSchema }),
    z.object({
      action: z.literal('referred'),
      version,
      referredTo: shortText.optional(),
      serviceId: idSchema.optional(),
      note: noteSchema,
    }),
    z.object({ action: z.literal('resolved'), version, outcome: shortText, note: noteSchema }),
  ])
  .superRefine((body, ctx) => {
    if (body.action !== 'referred') return;
    if ((body.referredTo === undefined) === (body.serviceId === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [body.referredTo === undefined ? 'referredTo' : 'serviceId'],
        message: msg('validation.referral.oneOf'),
      });
  });
export type FollowupActionBody = z.infer<typeof followupActionBodySchema>;

/** POST /api/followups/{id}/reassign: to a Volunteer or Coordinator of the follow-up's facility. */
export const followupReassignBodySchema = z.object({ version, assigneeId: idSchema });
export type FollowupReassignBody = z.infer<typeof followupReassignBodySchema>;

/** GET /api/followups and /api/followups/member/{id}: `open` (default) or every follow-up. */
export const followupListQuerySchema = z.object({
  state: z.enum(['open', 'all']).default('open'),
});

/** Lists: open ones first (earliest due first), then the closed ones (newest first). */
export const followupListResponseSchema = z.object({ followups: z.array(followupSchema) });
export const followupResponseSchema = z.object({ followup: followupDetailSchema });

/**
 * GET /api/followups/me/state: what a member sees on their dashboard. Only whether someone will be in
 * touch (any follow-up of theirs open), never findings, assignees or notes.
 */
export const followupMemberStateSchema = z.object({ someoneWillBeInTouch: z.boolean() });

/** The figures of one UTC month (issue 24 §4); a share or median is null when nothing was counted. */
export const followupMonthFiguresSchema = z.object({
  /** `yyyy-mm`. */
  month: z.string(),
  opened: z.number().int(),
  resolved: z.number().int(),
  /** Of the follow-ups resolved in the month, the share resolved by their due date (0–1). */
  resolvedWithinDueShare: z.number().nullable(),
  /** Follow-ups first tried without reaching the member in the month, per follow-up opened in it (0–1). */
  couldNotReachShare: z.number().nullable(),
  /** Median whole days from opening to the first contact, over the first contacts of the month. */
  medianDaysToFirstContact: z.number().nullable(),
});
export type FollowupMonthFigures = z.infer<typeof followupMonthFiguresSchema>;

/** GET /api/followups/facility/figures: Admins see the programme (or `facilityId`), Coordinators their facility. */
export const followupFiguresQuerySchema = z.object({ facilityId: idSchema.optional() });
export const followupFiguresSchema = z.object({
  /** The scope: a facility id, or null for the whole programme. */
  facilityId: z.string().nullable(),
  /** Follow-ups not resolved. */
  open: z.number().int(),
  /** Open follow-ups the escalation job found past their due date. */
  overdue: z.number().int(),
  thisMonth: followupMonthFiguresSchema,
  lastMonth: followupMonthFiguresSchema,
});
export type FollowupFigures = z.infer<typeof followupFiguresSchema>;

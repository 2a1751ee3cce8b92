import * as z from 'zod';
import { msg } from '../messages/validation';
import { idSchema, isoDateTimeSchema } from './common';
import { TEXT_MAX, text, tooLong, tooMany } from './limits';

/**
 * The services a facility refers members to (issue 24 §2, 'Referred to …'): one short list per facility,
 * kept by an Admin, read by the facility's staff. It is programme data, not a member's: no health
 * details, no names of members.
 */

/**
 * Most services one facility's list holds. With the longest texts in 4-byte characters a list stays
 * under 300 KB, inside DynamoDB's 400 KB item.
 */
export const MAX_FOLLOWUP_SERVICES = 50;
/** Longest phone text (free text: '211', '1-800-…, ext. 4'). */
export const SERVICE_PHONE_MAX = TEXT_MAX.option;

/** One service of a facility's list as stored and read. */
export const followupServiceSchema = z.object({
  /** The server's id (kept across renames, so a referral can name it). */
  id: z.string(),
  name: z.string(),
  phone: z.string().optional(),
  notes: z.string().optional(),
});
export type FollowupService = z.infer<typeof followupServiceSchema>;

/** GET and PUT /api/followups/resources/{facilityId}: the facility's list and its version. */
export const followupResourcesSchema = z.object({
  facilityId: z.string(),
  services: z.array(followupServiceSchema),
  /** 0 while the facility has no list yet; send it back with the next PUT. */
  version: z.number().int(),
  updatedAt: isoDateTimeSchema.optional(),
  updatedByName: z.string().optional(),
});
export type FollowupResources = z.infer<typeof followupResourcesSchema>;
export const followupResourcesResponseSchema = z.object({ resources: followupResourcesSchema });

export const followupResourcesParamsSchema = z.object({ facilityId: idSchema });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** One service in a PUT: an existing one keeps its `id` (a rename); a new one has none. */
export const followupServiceInputSchema = z.object({
  id: idSchema.optional(),
  name: text(TEXT_MAX.short).trim().min(1),
  phone: optionalText(SERVICE_PHONE_MAX),
  notes: optionalText(TEXT_MAX.long),
});
export type FollowupServiceInput = z.input<typeof followupServiceInputSchema>;

/**
 * PUT /api/followups/resources/{facilityId}: the whole list after the Admin's change (add, rename,
 * remove), with the version read (0 for a facility without a list). A stale version answers 409; an
 * `id` the stored list does not have answers 400. Two services may not share a name.
 */
export const followupResourcesPutBodySchema = z
  .object({
    version: z.number().int().min(0),
    services: z.array(followupServiceInputSchema).max(MAX_FOLLOWUP_SERVICES, tooMany(MAX_FOLLOWUP_SERVICES)),
  })
  .superRefine((body, ctx) => {
    const names = new Set<string>();
    const ids = new Set<string>();
    body.services.forEach((s, i) => {
      const name = s.name.toLowerCase();
      if (names.has(name))
        ctx.addIssue({
          code: 'custom',
          path: ['services', i, 'name'],
          message: msg('validation.services.nameTaken'),
        });
      names.add(name);
      if (s.id !== undefined && ids.has(s.id))
        ctx.addIssue({
          code: 'custom',
          path: ['services', i, 'id'],
          message: msg('validation.services.idRepeated'),
        });
      if (s.id !== undefined) ids.add(s.id);
    });
  });
export type FollowupResourcesPutBody = z.infer<typeof followupResourcesPutBodySchema>;
/** The PUT body as a client sends it (empty phone or notes allowed: they are dropped). */
export type FollowupResourcesPutInput = z.input<typeof followupResourcesPutBodySchema>;

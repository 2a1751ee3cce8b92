import * as z from 'zod';
import { ROLES } from '../access/types';
// Every schema module imports this one: zod's issue texts come from the catalogue wherever schemas run.
import './issue-messages';
import { TEXT_MAX, tooLong } from './limits';

/** Ids are opaque strings (Cognito subs for users, ULIDs for other items). */
export const idSchema = z
  .string()
  .trim()
  .max(TEXT_MAX.id, tooLong(TEXT_MAX.id))
  .min(1)
  .regex(/^[A-Za-z0-9_-]+$/);

export const idParamsSchema = z.object({ id: idSchema });

/** ISO-8601 timestamp. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** One of the product's roles (`Role` of `access/types`). */
export const roleSchema = z.enum(ROLES);

export const userStatusSchema = z.enum(['active', 'waitlist', 'terminated']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/**
 * Who made a stored template or member record and when (the designer's "By", the details dialog's
 * started / last modified), with its version for conditional writes; names are the display names of
 * the time. Spread last into an object schema.
 */
export const audited = {
  createdAt: isoDateTimeSchema,
  createdBy: z.string(),
  createdByName: z.string().optional(),
  updatedAt: isoDateTimeSchema,
  modifiedBy: z.string(),
  modifiedByName: z.string().optional(),
  version: z.number().int(),
};

/** The `limit` of the unpaged lists (modules, series instances, completed reports): 500 unless asked. */
export const wholeListLimitSchema = z.coerce.number().int().min(1).max(1000).default(500);

/** Paging of list answers: an opaque cursor for the next page. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(2048, tooLong(2048)).optional(),
});

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

/** Paging of list answers: an opaque cursor for the next page. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(2048, tooLong(2048)).optional(),
});

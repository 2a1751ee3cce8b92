import * as z from 'zod';
import { msg } from '../messages/validation';

/*
 * Length limits of request fields, with the catalogue's texts. Every string and list a body, query or
 * path carries has a maximum, so that no request can grow a stored item past DynamoDB's 400 KB or make
 * a rule work on a megabyte of text. Past its maximum a field answers only that (`abort`): its other
 * checks do not run on the oversized value.
 */

/** Longest field of each kind. */
export const TEXT_MAX = {
  /** A calendar date, YYYY-MM-DD. */
  date: 10,
  /** An id (Cognito sub, ULID or a fixed seed id). */
  id: 64,
  /** A choice among fixed options (gender, language, program, reason). */
  option: 100,
  /** A name, an email, a phone number, a short free text. */
  short: 200,
  /** A longer free text (referral details). */
  long: 1000,
  /** A message (notes, sticky notes). */
  message: 2000,
} as const;

/**
 * Most entries one stored list holds (a helper's members, a member's helpers, a series' or a project's
 * members, a series' projects, a member's status history): lists that grow call after call stay well
 * inside their item's 400 KB (1000 ids of up to 64 characters take under 70 KB; project members with
 * their names or history entries, under 270 KB).
 */
export const MAX_LINKED = 1000;

/** The catalogue's message for a text past `max` characters; stops the field's other checks. */
export const tooLong = (max: number) => ({
  error: () => msg('validation.text.tooLong', { max }),
  abort: true,
});

/** The catalogue's message for a list past `max` items; stops the field's other checks. */
export const tooMany = (max: number) => ({
  error: () => msg('validation.list.tooLong', { max }),
  abort: true,
});

/** A string of at most `max` characters. */
export const text = (max: number) => z.string().max(max, tooLong(max));

import { msg } from '@circles/shared/messages/validation';
import { MAX_LINKED } from '@circles/shared/schemas/limits';
import { AppError } from './errors';

/**
 * 400 under `path` when a stored list would hold more than MAX_LINKED entries: lists that grow with
 * every call (a helper's members, a series' members and projects, a project's members, a member's
 * status history) must stay inside their item's 400 KB, else DynamoDB refuses the write (a 500).
 */
export function assertListFits(length: number, path: string): void {
  if (length <= MAX_LINKED) return;
  const message = msg('validation.list.full', { max: MAX_LINKED });
  throw new AppError('VALIDATION', message, { code: 'LIST_FULL', issues: [{ path, message }] });
}

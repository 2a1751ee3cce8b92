import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/**
 * Puts a 400 answer's field issues (`{ path, message }`, path dotted like `info.name`) under the
 * form's fields: an issue goes to the field of its whole path, else to the field of its first
 * segment. The first placed field takes focus. Returns whether every issue found its field.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || error.issues.length === 0) return false;
  const known = new Set<string>(fields);
  let placedAll = true;
  let focused = false;
  const placed = new Set<string>();
  for (const issue of error.issues) {
    const target = known.has(issue.path) ? issue.path : issue.path.split('.')[0];
    if (target === undefined || !known.has(target)) {
      placedAll = false;
      continue;
    }
    if (placed.has(target)) continue;
    placed.add(target);
    setError(target as FieldPath<T>, { type: 'server', message: issue.message }, { shouldFocus: !focused });
    focused = true;
  }
  return placedAll;
}

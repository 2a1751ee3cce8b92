import type { Role } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/users';
import { ApiError } from '../../../lib/api-client';

/**
 * The text for a profile that did not load (spec 002 §2.1 viewing restrictions, §8.1): a profile
 * outside the viewer's scope (404, or 403 for a role that may not view) reads the restriction text of
 * the viewer's role, or for an Admin or a member 'Unable to load profile.  Please make sure your User
 * ID is correct and you have proper permissions.' (what the text asks them to check); a profile that
 * failed on the server or got no answer reads the short 'Unable to load profile.' (spec 002 §8.1 gives
 * both texts; the split is our decision).
 */
export function profileErrorText(error: unknown, viewerRole: Role): string {
  const refused = error instanceof ApiError && (error.status === 404 || error.status === 403);
  if (!refused) return msg('users.error.loadProfile');
  if (viewerRole === 'Coordinator') return msg('users.profile.coordinatorForbidden');
  if (viewerRole === 'Volunteer') return msg('users.profile.volunteerForbidden');
  return msg('users.error.loadProfilePermissions');
}

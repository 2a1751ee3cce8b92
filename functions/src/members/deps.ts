import { keys, type TableKey } from '../platform/data/keys';
import type { KnownMember } from './scope';
import type { UserRecord } from './user-record';

/**
 * The routes that name a member in the path (`/user/{userId}`, `/client/{userId}`): the member's user
 * item is read in the same BatchGetItem as the caller's stored user (the wrapper's prefetch), so telling
 * an unknown member (404) costs no round trip: a latest report read stays at 3 DynamoDB calls. Used by
 * the reports, series and fhir areas alike (the members' wiring: table keys and stored items).
 */
export const memberOptions = {
  prefetch: (params: { userId: string }): TableKey => keys.user(params.userId),
};
/** {@link memberOptions} of the routes whose parameter the spec spells `userID`. */
export const memberIDOptions = {
  prefetch: (params: { userID: string }): TableKey => keys.user(params.userID),
};

/** The prefetched member as the domain takes it (the item under a user key is the user). */
export const knownMember = (prefetched: Record<string, unknown> | undefined): KnownMember => ({
  member: prefetched as UserRecord | undefined,
});

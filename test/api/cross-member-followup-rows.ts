import { followupKeys } from '../../functions/src/followups/items';
import { expect } from 'vitest';
import type { ApiAnswer } from '../support/api';
import { P, type CaseKit, type Prepared, type WriteRows } from './cross-member-kit';

/**
 * Rows of test/api/cross-member-writes.int.test.ts for the follow-ups (issue 24) and the partner links
 * (issue 23): a helper acting on a follow-up of a member outside their scope, a member acting on her
 * own, a Volunteer reassigning, a member made an assignee, a Coordinator linking a partner identity.
 */

/** A follow-up's item and its member's index partition. */
const followupPartitions = (id: string, memberId: string) => [
  { pk: followupKeys.followup(id).pk },
  { index: 'gsi2' as const, pk: followupKeys.ofMember(memberId) },
  { pk: followupKeys.openFindings(memberId).pk },
];

/** The rows of the follow-up and partner-link writes. */
export function followupWriteRows(kit: CaseKit): Record<string, WriteRows> {
  const { call, id, one, rows, onUser, otto } = kit;
  /** One follow-up of `memberId` (the seed opens some for Mary and for Otto), as the Admin reads it. */
  const followupOf = async (memberId: string): Promise<{ _id: string; version: number }> => {
    const res = await call('admin', 'GET', `/api/followups/member/${memberId}?state=all`);
    const list = (res.body.followups ?? []) as { _id: string; version: number; status: string }[];
    const found = list.find((f) => f.status !== 'resolved') ?? list[0];
    if (!found) throw new Error(`the seed has no follow-up for ${memberId}`);
    return found;
  };
  const onFollowup =
    (member: () => string, body: (version: number) => unknown) => async (): Promise<Prepared> => {
      const memberId = member();
      const f = await followupOf(memberId);
      return {
        params: { id: f._id },
        body: body(f.version),
        unchanged: followupPartitions(f._id, memberId),
      };
    };
  /** The follow-ups area's own refusal, not a route the server does not know. */
  const code = (expected: string) => (res: ApiAnswer) => expect(res.body.error?.code).toBe(expected);
  const notFound = code('FOLLOWUP_NOT_FOUND');
  const contacted = (version: number) => ({ action: 'contacted', version, note: 'Called' });
  return {
    usersWecc: {
      none: "signs in with a partner organisation's token; names no stored record (the token names the account)",
    },
    followupsAct: rows(
      one(
        "Victor logs 'Contacted' on a follow-up of Otto, another facility's member",
        'volunteer',
        404,
        onFollowup(() => otto, contacted),
        notFound,
      ),
      one(
        "Mary logs 'Contacted' on a follow-up of her own",
        'mary',
        404,
        onFollowup(() => id('mary'), contacted),
        notFound,
      ),
      one(
        "Paul logs 'Contacted' on Mary's follow-up",
        'paul',
        404,
        onFollowup(() => id('mary'), contacted),
        notFound,
      ),
    ),
    followupsReassign: rows(
      one(
        "Victor reassigns his member Mary's follow-up (Volunteers may never)",
        'volunteer',
        403,
        onFollowup(
          () => id('mary'),
          (version) => ({ version, assigneeId: id('volunteer') }),
        ),
      ),
      one(
        "Cora reassigns Otto's follow-up (another facility) to herself",
        'coordinator',
        404,
        onFollowup(
          () => otto,
          (version) => ({ version, assigneeId: id('coordinator') }),
        ),
        notFound,
      ),
      one(
        "the Admin makes Paul, a member, the assignee of Mary's follow-up",
        'admin',
        400,
        onFollowup(
          () => id('mary'),
          (version) => ({ version, assigneeId: id('paul') }),
        ),
        code('NOT_ASSIGNABLE'),
      ),
    ),
    usersPartnerLink: rows(
      one("Cora links a partner identity to Mary's account (Admins only)", 'coordinator', 403, async () => ({
        ...(await onUser('mary')()),
        body: { subject: 'wecc-cross-member-cora' },
        unchanged: [P.user(id('mary')), { pk: 'UNIQUE#PARTNER#wecc-cross-member-cora' }],
      })),
      one("the Admin links a partner identity to Victor's staff account", 'admin', 400, async () => ({
        ...(await onUser('volunteer')()),
        body: { subject: 'wecc-cross-member-victor' },
        unchanged: [P.user(id('volunteer')), { pk: 'UNIQUE#PARTNER#wecc-cross-member-victor' }],
      })),
    ),
    usersPartnerUnlink: rows(
      one('Mary removes the partner link of her own account (Admins only)', 'mary', 403, async () => ({
        params: { id: id('mary') },
        unchanged: [P.user(id('mary'))],
      })),
      one("Victor removes the partner link of Mary's account", 'volunteer', 403, async () => ({
        params: { id: id('mary') },
        unchanged: [P.user(id('mary'))],
      })),
    ),
  };
}

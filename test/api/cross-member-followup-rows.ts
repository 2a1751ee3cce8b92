import { expect } from 'vitest';
import { followupKeys } from '../../functions/src/followups/data/items';
import type { Partition } from '../support/table-snapshot';
import type { ApiAnswer } from '../support/api';
import { P, type CaseKit, type Prepared, type WriteRows } from './cross-member-kit';

/**
 * The follow-up rows of the cross-member writes test (issue 24): a follow-up or a service named by id
 * while it lies outside the caller's scope (another facility's, a member's own) changes nothing. Also
 * the partner links and the partner sign-in (issue 23).
 */
export function followupWriteRows(kit: CaseKit): Record<string, WriteRows> {
  const { call, id, one, rows, onUser, otto } = kit;
  const followup = (fid: string): Partition => ({ pk: followupKeys.followup(fid).pk });
  const index = (member: string): Partition => ({ pk: followupKeys.openFindings(member).pk });
  const services = (facilityId: string): Partition => ({ pk: followupKeys.serviceList(facilityId).pk });

  /** One of Mary's open follow-ups (the seed opens several) with its version, read by the Admin. */
  async function marysOpen(): Promise<{ id: string; version: number }> {
    const res = await call('admin', 'GET', `/api/followups/member/${id('mary')}?state=open`);
    expect(res.status).toBe(200);
    const [first] = res.body.followups as { _id: string; version: number }[];
    if (!first) throw new Error('Mary has no open follow-up');
    return { id: first._id, version: first.version };
  }
  /** A service of `facilityId`'s list, added by the Admin. */
  async function serviceIn(facilityId: string, name: string): Promise<string> {
    const read = await call('admin', 'GET', `/api/followups/resources/${facilityId}`);
    const current = read.body.resources as { version: number; services: { id: string; name: string }[] };
    const kept = current.services.filter((s) => s.name !== name);
    const put = await call('admin', 'PUT', `/api/followups/resources/${facilityId}`, {
      version: current.version,
      services: [...kept, { name }],
    });
    expect(put.status).toBe(200);
    return (put.body.resources.services as { id: string; name: string }[]).find((s) => s.name === name)!.id;
  }
  const onMarys =
    (body: (version: number) => unknown, also: () => Promise<Partition[]> = async () => []) =>
    async () => {
      const f = await marysOpen();
      return {
        params: { id: f.id },
        body: body(f.version),
        unchanged: [followup(f.id), index(id('mary')), ...(await also())],
      };
    };

  /** The follow-ups area's own refusal, not a route the server does not know. */
  const code = (expected: string) => (res: ApiAnswer) => expect(res.body.error?.code).toBe(expected);
  const notFound = code('FOLLOWUP_NOT_FOUND');
  /** One of Otto's follow-ups (Lakeshore; the seed opens some), as the Admin reads it. */
  const onOttos = (body: (version: number) => unknown) => async (): Promise<Prepared> => {
    const res = await call('admin', 'GET', `/api/followups/member/${otto}?state=all`);
    const list = (res.body.followups ?? []) as { _id: string; version: number; status: string }[];
    const f = list.find((x) => x.status !== 'resolved') ?? list[0];
    if (!f) throw new Error('the seed has no follow-up for Otto');
    return {
      params: { id: f._id },
      body: body(f.version),
      unchanged: [followup(f._id), index(otto), { index: 'gsi2', pk: followupKeys.ofMember(otto) }],
    };
  };

  return {
    usersWecc: {
      none: "signs in with a partner organisation's token; names no stored record (the token names the account)",
    },
    followupsAct: rows(
      one(
        "Paul logs 'Contacted' on Mary's follow-up",
        'paul',
        404,
        onMarys((version) => ({ action: 'contacted', version })),
        notFound,
      ),
      one(
        "Mary logs 'Contacted' on a follow-up of her own",
        'mary',
        404,
        onMarys((version) => ({ action: 'contacted', version })),
        notFound,
      ),
      one(
        "Victor logs 'Contacted' on a follow-up of Otto, another facility's member",
        'volunteer',
        404,
        onOttos((version) => ({ action: 'contacted', version })),
        notFound,
      ),
      one(
        "Lena (another facility) logs 'Contacted' on Mary's follow-up",
        'lena',
        404,
        onMarys((version) => ({ action: 'contacted', version })),
      ),
      one("Victor refers Mary to a service of the other facility's list", 'volunteer', 400, async () => {
        const serviceId = await serviceIn('fac-lakeshore', 'Lakeshore Food Bank');
        return onMarys(
          (version) => ({ action: 'referred', version, serviceId }),
          async () => [services('fac-lakeshore')],
        )();
      }),
    ),
    followupsReassign: rows(
      one(
        "Victor (her helper) hands Mary's follow-up on",
        'volunteer',
        403,
        onMarys((version) => ({ version, assigneeId: id('coordinator') })),
      ),
      one(
        "Cora hands Mary's follow-up to Lena of the other facility",
        'coordinator',
        400,
        onMarys((version) => ({ version, assigneeId: id('lena') })),
      ),
      one(
        "Lena (another facility) reassigns Mary's follow-up",
        'lena',
        404,
        onMarys((version) => ({ version, assigneeId: id('lena') })),
        notFound,
      ),
      one(
        "Cora reassigns Otto's follow-up (another facility) to herself",
        'coordinator',
        404,
        onOttos((version) => ({ version, assigneeId: id('coordinator') })),
        notFound,
      ),
      one(
        "the Admin makes Paul, a member, the assignee of Mary's follow-up",
        'admin',
        400,
        onMarys((version) => ({ version, assigneeId: id('paul') })),
        code('NOT_ASSIGNABLE'),
      ),
    ),
    followupsResourcesPut: rows(
      one("Cora keeps her own facility's services (an Admin's list)", 'coordinator', 403, async () => ({
        params: { facilityId: 'fac-riverside' },
        body: { version: 0, services: [{ name: 'Mine' }] },
        unchanged: [services('fac-riverside')],
      })),
      one(
        "the Admin renames, in Riverside's list, a service of Lakeshore's by its id",
        'admin',
        400,
        async () => {
          const foreign = await serviceIn('fac-lakeshore', 'Lakeshore Hearing Clinic');
          const read = await call('admin', 'GET', '/api/followups/resources/fac-riverside');
          return {
            params: { facilityId: 'fac-riverside' },
            body: { version: read.body.resources.version, services: [{ id: foreign, name: 'Taken over' }] },
            unchanged: [services('fac-riverside'), services('fac-lakeshore')],
          };
        },
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

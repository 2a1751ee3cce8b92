import { expect } from 'vitest';
import { followupKeys } from '../../functions/src/followups/items';
import type { Partition } from '../support/table-snapshot';
import type { CaseKit, WriteRows } from './cross-member-kit';

/**
 * The follow-up rows of the cross-member writes test (issue 24): a follow-up or a service named by id
 * while it lies outside the caller's scope (another facility's, a member's own) changes nothing.
 */
export function followupWriteRows(kit: CaseKit): Record<string, WriteRows> {
  const { call, id, one, rows } = kit;
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

  return {
    followupsAct: rows(
      one(
        "Paul logs 'Contacted' on Mary's follow-up",
        'paul',
        404,
        onMarys((version) => ({ action: 'contacted', version })),
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
  };
}

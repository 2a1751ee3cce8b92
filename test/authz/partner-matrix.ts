import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEMO_PARTNER_USERS } from '../../functions/local/partner-idp';
import { cell as c, type Cell, type Request as Req } from './cells';
import type { MatrixContext } from './people-matrix';

/**
 * The authorization matrix rows of the partner-organisation sign-in (issue 23), spread into
 * test/authz/matrix.test.ts. The sign-in is public (its token is the partner's, fetched per cell from
 * the demo partner server); reading and changing a user's partner link is for Admins (policy
 * `user.adminChange`): every other role 403 by role, whoever it names.
 */
export function partnerRows(ctx: MatrixContext) {
  const [linked, unlinked] = DEMO_PARTNER_USERS;
  async function partnerToken(email: string, password: string): Promise<string> {
    const res = await fetch(process.env.PARTNER_SIGN_IN_URL!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }
  /** A new member of Riverside for the Admin's cells, so no demo user's link changes for other rows. */
  async function freshMember(): Promise<string> {
    const res = await ctx.call('POST', '/api/users/register', 'admin', {
      email: `partner.matrix.${randomUUID().slice(0, 8)}@example.org`,
      password: 'Default#2026',
      role: 'Patient',
      facilityId: 'fac-riverside',
      info: { name: 'Matt Matrix', gender: 'Male', dateOfBirth: '1960-01-01', language: 'English' },
    });
    expect(res.status).toBe(201);
    return res.body.user._id as string;
  }
  const idOf = async (cell: Cell) =>
    cell.target === 'fresh' ? freshMember() : ctx.id(cell.target as 'mary');
  const byId = async (cell: Cell): Promise<Req> => ({ params: { id: await idOf(cell) } });
  const ANON: Cell = { as: 'anonymous', target: 'mary', status: 401 };
  const adminsOnly = (adminStatus: number): Cell[] => [
    c('admin', 'fresh', adminStatus),
    // Roles that may never change a sign-in are refused by role (403), whoever they name (ACCESS.md).
    c('coordinator', 'paul', 403),
    c('lena', 'mary', 403),
    c('volunteer', 'mary', 403),
    c('mary', 'mary', 403),
    c('mary', 'paul', 403),
    ANON,
  ];

  return {
    usersWecc: {
      cells: [
        { as: 'anonymous', status: 200, purpose: 'linked partner user' },
        { as: 'anonymous', status: 401, purpose: 'partner user linked to no account' },
      ] satisfies Cell[],
      request: async (cell: Cell): Promise<Req> => {
        const who = cell.status === 200 ? linked! : unlinked!;
        return { body: { token: await partnerToken(who.email, who.password), email: who.email } };
      },
    },
    usersPartnerGet: { cells: adminsOnly(200), request: byId },
    usersPartnerLink: {
      cells: adminsOnly(200),
      request: async (cell: Cell): Promise<Req> => ({
        ...(await byId(cell)),
        body: { subject: `matrix-${randomUUID()}` },
      }),
    },
    usersPartnerUnlink: { cells: adminsOnly(200), request: byId },
  };
}

import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { SEED_PEOPLE } from '../../functions/local/seed-people';
import {
  cell as c,
  roleCells,
  type Cell,
  type PeopleCaller,
  type PeopleTarget,
  type Request as Req,
} from './cells';

/**
 * The authorization matrix rows of the people and notes routes (issue 10), spread into
 * test/authz/matrix.test.ts. Relations of the demo data: Volunteer ↔ Mary, Coordinator (Cora) ↔ Paul,
 * all of them in Riverside; Lena coordinates Lakeshore, the other facility, where Otto is her member;
 * Wanda (waitlist), Dora (disabled) and Vera (volunteer) are Riverside users without a sign-in.
 * Writes that would change a demo user for the other rows act on fresh users (`fresh`, `freshOther`).
 */

/** What the rows need from the matrix: ids and tokens of the callers, and an API call as someone. */
export interface MatrixContext {
  id(who: PeopleCaller): string;
  call(
    method: string,
    path: string,
    as: PeopleCaller,
    body?: unknown,
  ): Promise<{ status: number; body: any }>;
}

const ANON: Cell = { as: 'anonymous', target: 'mary', status: 401 };

/** The cells of one body of a route (`Cell.purpose`). */
const purpose = (name: string, cells: Cell[]): Cell[] => cells.map((cell) => ({ ...cell, purpose: name }));

/** A profile update body per field group of the access policy. */
const PROFILE_BODIES: Record<string, Record<string, unknown>> = {
  contact: { info: { city: 'Windsor' } },
  personal: { info: { language: 'English' } },
  intake: { referralDetails: 'Matrix referral' },
};

const newUserBody = (role = 'Patient', facilityId?: string) => ({
  email: `matrix.${randomUUID().slice(0, 8)}@example.org`,
  password: 'Default#2026',
  role,
  ...(facilityId ? { facilityId } : {}),
  info: { name: 'Matt Matrix', gender: 'Male', dateOfBirth: '1960-01-01', language: 'English' },
});

/** The rows, keyed by route name. */
export function peopleRows(ctx: MatrixContext) {
  const seeded: Partial<Record<PeopleTarget, string>> = SEED_PEOPLE;
  async function fresh(
    target: PeopleTarget | undefined,
    role = 'Patient',
  ): Promise<{ _id: string; version: number }> {
    const res = await ctx.call(
      'POST',
      '/api/users/register',
      'admin',
      newUserBody(role, target === 'freshOther' ? 'fac-lakeshore' : 'fac-riverside'),
    );
    expect(res.status).toBe(201);
    return res.body.user;
  }
  async function idOf(target: PeopleTarget = 'mary'): Promise<string> {
    if (target === 'fresh' || target === 'freshOther') return (await fresh(target))._id;
    return seeded[target] ?? ctx.id(target as PeopleCaller);
  }
  /** The target's id and current version (read as Admin), for versioned bodies. */
  async function current(target: PeopleTarget = 'mary'): Promise<{ id: string; version: number }> {
    if (target === 'fresh' || target === 'freshOther') {
      const u = await fresh(target);
      return { id: u._id, version: u.version };
    }
    const id = await idOf(target);
    const res = await ctx.call('GET', `/api/users/${id}`, 'admin');
    return { id, version: res.body.user?.version ?? 1 };
  }
  const byId = async (cell: Cell): Promise<Req> => ({ params: { id: await idOf(cell.target) } });
  const versioned =
    (body: Record<string, unknown>) =>
    async (cell: Cell): Promise<Req> => {
      const { id, version } = await current(cell.target);
      return { params: { id }, body: { version, ...body } };
    };
  /** A route answered by role alone (no user named); the anonymous cell names Mary, as ANON does. */
  const byRole = (statuses: Partial<Record<PeopleCaller, number>>) => roleCells(statuses, undefined, 'mary');
  /**
   * A write by facility staff on the Riverside user `target`: the Admin and Cora 200, Lena (the other
   * facility) 404; the Volunteer and Mary 403 by role, whoever they name (`refused`, default Mary).
   */
  const staffWrite = (
    target: PeopleTarget,
    refused: { volunteer: PeopleTarget; mary: PeopleTarget } = { volunteer: 'mary', mary: 'mary' },
  ): Cell[] => [
    c('admin', target, 200),
    c('coordinator', target, 200),
    c('lena', target, 404),
    c('volunteer', refused.volunteer, 403),
    c('mary', refused.mary, 403),
    ANON,
  ];
  const everyone: PeopleCaller[] = ['admin', 'coordinator', 'volunteer', 'mary', 'lena', 'outsider'];

  return {
    usersList: {
      cells: byRole({ admin: 200, coordinator: 200, volunteer: 200, lena: 200, mary: 403, outsider: 403 }),
    },
    usersProfile: {
      cells: [
        c('admin', 'otto', 200),
        c('coordinator', 'paul', 200), // assigned
        c('coordinator', 'mary', 404), // same facility, not assigned
        c('coordinator', 'otto', 404), // other facility
        c('lena', 'otto', 200), // assigned, other facility
        c('lena', 'mary', 404),
        c('volunteer', 'mary', 200),
        c('volunteer', 'paul', 404),
        c('mary', 'mary', 200), // self
        c('mary', 'paul', 404),
        ANON,
      ],
      request: byId,
    },
    usersGetAll: {
      cells: [
        c('admin', 'mary', 200),
        c('coordinator', 'paul', 200),
        c('coordinator', 'wanda', 404),
        c('lena', 'otto', 200),
        c('lena', 'paul', 404),
        c('volunteer', 'mary', 200),
        c('mary', 'mary', 200),
        c('mary', 'volunteer', 404),
        ANON,
      ],
      request: byId,
    },
    usersQuery: {
      cells: byRole({ admin: 200, coordinator: 200, volunteer: 200, lena: 200, mary: 403 }),
      request: (): Req => ({ body: { filter: { ids: [ctx.id('mary'), SEED_PEOPLE.otto] } } }),
    },
    usersRegister: {
      cells: byRole({ admin: 201, coordinator: 201, lena: 201, volunteer: 403, mary: 403 }),
      request: (): Req => ({ body: newUserBody('Volunteer') }),
    },
    usersCheckDups: {
      cells: byRole({ admin: 200, coordinator: 200, lena: 200, volunteer: 403, mary: 403 }),
      request: (): Req => ({ body: { email: 'nobody@example.org' } }),
    },
    usersUpdateProfile: {
      // One body per profile field group (the policy's canEditProfileFields): contact fields, personal
      // fields (gender, date of birth, language), intake fields (origin of contact, referral details).
      // Admin fields (facility, role, research) have their own routes below.
      cells: [
        ...purpose('contact', [
          c('admin', 'mary', 200),
          c('coordinator', 'mary', 200), // same facility
          c('coordinator', 'coordinator', 200), // self
          c('coordinator', 'admin', 403), // facility, but an Admin
          c('coordinator', 'otto', 404), // other facility
          c('lena', 'mary', 404),
          c('volunteer', 'volunteer', 200), // self
          c('volunteer', 'mary', 403), // assigned: may view, not edit
          c('mary', 'mary', 200), // self: her own contact fields
          c('mary', 'paul', 404),
          ANON,
        ]),
        ...purpose('personal', [
          c('admin', 'mary', 200),
          c('coordinator', 'mary', 200),
          c('coordinator', 'coordinator', 200), // her own record counts as her facility's
          c('coordinator', 'admin', 403),
          c('lena', 'mary', 404),
          c('volunteer', 'volunteer', 403), // self, but not a contact field
          c('volunteer', 'mary', 403),
          c('mary', 'mary', 403), // self, but not a contact field
        ]),
        ...purpose('intake', [
          c('admin', 'mary', 200),
          c('admin', 'admin', 200),
          c('coordinator', 'mary', 200),
          c('coordinator', 'coordinator', 403), // nobody but an Admin changes their own intake
          c('coordinator', 'admin', 403),
          c('lena', 'mary', 404),
          c('volunteer', 'volunteer', 403),
          c('volunteer', 'mary', 403),
          c('mary', 'mary', 403), // issue 19: a member edited her own referral details
          c('paul', 'paul', 403),
        ]),
      ],
      request: (cell: Cell) => versioned(PROFILE_BODIES[cell.purpose ?? 'contact'] ?? {})(cell),
    },
    usersSetFacility: {
      cells: [
        c('admin', 'wanda', 200),
        c('coordinator', 'wanda', 403),
        c('lena', 'otto', 403),
        c('volunteer', 'volunteer', 403), // own facility: an Admin field
        c('mary', 'mary', 403),
        ANON,
      ],
      request: versioned({ facilityId: 'fac-riverside' }),
    },
    usersSetRole: {
      cells: [
        c('admin', 'wanda', 200),
        c('admin', 'admin', 400), // not one's own role
        c('coordinator', 'wanda', 403),
        c('volunteer', 'volunteer', 403),
        c('mary', 'mary', 403),
        ANON,
      ],
      request: versioned({ role: 'Patient' }),
    },
    usersSetEnabled: {
      cells: [
        c('admin', 'dora', 200),
        c('admin', 'admin', 400), // not oneself
        c('coordinator', 'dora', 200), // same facility
        c('coordinator', 'admin', 403),
        c('coordinator', 'otto', 404),
        c('lena', 'dora', 404),
        c('volunteer', 'mary', 403),
        c('mary', 'mary', 403),
        ANON,
      ],
      request: versioned({ enabled: false }),
    },
    usersResearchCreate: {
      cells: [
        c('admin', 'mary', 200),
        c('admin', 'volunteer', 400), // members only
        c('coordinator', 'paul', 403),
        c('mary', 'mary', 403),
        ANON,
      ],
      request: byId,
    },
    usersSetResearch: {
      cells: [c('admin', 'paul', 200), c('coordinator', 'paul', 403), c('paul', 'paul', 403), ANON],
      request: async (cell: Cell): Promise<Req> => {
        await ctx.call('GET', `/api/users/research/create/${ctx.id('paul')}`, 'admin');
        return versioned({ enabled: false })(cell);
      },
    },
    usersSetPassword: {
      cells: [
        c('mary', 'mary', 204), // self (the same password again)
        c('admin', 'fresh', 204),
        c('coordinator', 'fresh', 204), // same facility: a reset
        c('lena', 'fresh', 404),
        c('volunteer', 'mary', 403),
        c('mary', 'paul', 404),
        ANON,
      ],
      request: async (cell: Cell): Promise<Req> => ({
        params: { id: await idOf(cell.target) },
        body: { password: 'Circles#2026', confirmPassword: 'Circles#2026' },
      }),
    },
    usersStartProgram: {
      cells: [...staffWrite('wanda'), c('coordinator', 'vera', 400)], // Vera is not a member
      request: versioned({ status: 'waitlist', activeType: 'Check-in' }),
    },
    usersCompleteProgram: {
      cells: [
        c('admin', 'fresh', 200),
        c('coordinator', 'fresh', 200),
        c('lena', 'fresh', 404),
        c('volunteer', 'fresh', 403),
        ANON,
      ],
      request: async (cell: Cell): Promise<Req> => {
        const u = await fresh(cell.target);
        const started = await ctx.call('POST', `/api/users/${u._id}/programs/start`, 'admin', {
          version: u.version,
          status: 'active',
          activeType: 'Check-in',
          startDate: '2026-01-01',
        });
        const entry = started.body.user.memberStatusInfo.statusHistory[0].id as string;
        return {
          params: { id: u._id },
          body: { version: started.body.user.version, entryId: entry, endDate: '2026-02-01' },
        };
      },
    },
    usersSetStatus: {
      cells: staffWrite('wanda'),
      request: versioned({ status: 'waitlist' }),
    },
    usersTerminate: {
      cells: [
        c('admin', 'fresh', 200),
        c('coordinator', 'fresh', 200),
        c('coordinator', 'freshOther', 404),
        c('lena', 'freshOther', 200),
        c('volunteer', 'mary', 403),
        ANON,
      ],
      request: versioned({ terminationDate: '2026-06-30', terminationReason: 'Deceased' }),
    },
    usersSetVolInfo: {
      cells: staffWrite('vera', { volunteer: 'volunteer', mary: 'mary' }),
      request: versioned({ volInfo: { volType: 'Student' } }),
    },
    usersAssignPatients: {
      // Cora: same facility (the Volunteer already has Mary: no change).
      cells: staffWrite('volunteer', { volunteer: 'volunteer', mary: 'volunteer' }),
      request: async (cell: Cell): Promise<Req> => ({
        params: { id: await idOf(cell.target) },
        body: { add: [ctx.id('mary')] },
      }),
    },
    usersAssignWorkers: {
      cells: staffWrite('mary'),
      request: async (cell: Cell): Promise<Req> => ({
        params: { id: await idOf(cell.target) },
        body: { add: [ctx.id('volunteer')] },
      }),
    },
    usersDelete: {
      cells: [
        c('admin', 'fresh', 204),
        c('admin', 'admin', 400), // not oneself
        c('coordinator', 'fresh', 403),
        c('lena', 'fresh', 403),
        c('mary', 'fresh', 403),
        ANON,
      ],
      request: byId,
    },
    // Issue 21: recording one's own second factor names no user. The demo staff have their authenticator
    // active in Cognito (the seed enrols it), so recording it again answers 200; members have none: 409.
    usersMfaEnrol: {
      cells: byRole({ admin: 200, coordinator: 200, volunteer: 200, lena: 200, mary: 409, outsider: 409 }),
    },
    // Turning a second factor off: an Admin for someone else, a member for herself; staff never their own
    // (a demo staff factor is never reset here: the other rows sign in with it).
    usersMfaReset: {
      cells: [
        c('admin', 'fresh', 200),
        c('admin', 'admin', 403), // not oneself: another Admin resets an Admin's factor
        c('coordinator', 'paul', 403), // Admins only, even for an assigned member
        c('lena', 'otto', 403),
        c('volunteer', 'volunteer', 403), // staff keep theirs
        c('mary', 'mary', 200), // a member's opt-out
        c('mary', 'paul', 404),
        ANON,
      ],
      request: byId,
    },
    facilitiesList: { cells: [...everyone.map((as) => c(as, undefined, 200)), ANON] },
    stickyNotesCreate: {
      cells: [
        c('admin', 'mary', 201),
        c('volunteer', 'mary', 201), // assigned
        c('volunteer', 'paul', 404),
        c('coordinator', 'paul', 201), // assigned
        c('coordinator', 'mary', 404), // same facility, not assigned
        c('lena', 'mary', 404), // other facility
        c('mary', 'mary', 403),
        ANON,
      ],
      request: async (cell: Cell): Promise<Req> => ({
        body: { patientId: await idOf(cell.target), level: 'Info', message: 'Matrix note' },
      }),
    },
    notesList: {
      cells: [
        c('mary', 'mary', 200),
        c('volunteer', 'volunteer', 200),
        c('lena', 'lena', 200),
        c('admin', 'mary', 404),
        c('mary', 'paul', 404),
        ANON,
      ],
      request: byId,
    },
    notesAttachmentUpload: {
      cells: [...everyone.map((as) => c(as, undefined, 201)), ANON],
      request: (): Req => ({ body: { size: 1000, contentType: 'application/pdf' } }),
    },
    notesCreate: {
      cells: [
        c('volunteer', 'mary', 201),
        c('mary', 'volunteer', 201), // her worker
        c('mary', 'paul', 404),
        c('coordinator', 'paul', 201),
        c('coordinator', 'mary', 404),
        c('admin', 'otto', 201),
        c('lena', 'mary', 404),
        ANON,
      ],
      request: async (cell: Cell): Promise<Req> => ({
        body: { receiverId: await idOf(cell.target), message: 'Matrix message' },
      }),
    },
    notesMarkRead: {
      cells: [
        c('mary', undefined, 200), // receiver
        c('volunteer', undefined, 404), // sender
        c('paul', undefined, 404),
        c('admin', undefined, 404),
        { as: 'anonymous', status: 401 } as Cell,
      ],
      request: async (): Promise<Req> => {
        const sent = await ctx.call('POST', '/api/notes', 'volunteer', {
          receiverId: ctx.id('mary'),
          message: 'To be read',
        });
        return { body: { noteID: sent.body.note._id } };
      },
    },
    notesAttachmentDownload: {
      cells: [
        c('mary', undefined, 200), // receiver
        c('volunteer', undefined, 200), // sender
        c('paul', undefined, 404),
        c('coordinator', undefined, 404),
        c('admin', undefined, 404),
        { as: 'anonymous', status: 401 } as Cell,
      ],
      request: (): Req => ({ params: { id: 'seed-note-1' } }),
    },
  };
}

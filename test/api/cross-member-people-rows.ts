import { expect } from 'vitest';
import { OTHER_FACILITY } from '../../functions/local/seed-people';
import { newMemberBody, type Who } from '../support/cross-member-fixtures';
import { MARYS_NOTE, OTTOS_ENTRY, P, type CaseKit, type WriteRows } from './cross-member-kit';

/**
 * The people and notes rows of the cross-member writes test: users edited, moved, assigned or deleted by
 * someone outside their scope; sticky notes and notes on or to another member; someone else's upload.
 */
export function peopleWriteRows(kit: CaseKit, upload: (who: Who) => Promise<string>) {
  const { id, fresh, one, rows, onUser, adminOnly, otto, bea } = kit;
  return {
    usersSelfRegister: { none: 'public sign-up: makes a new member; names no stored record' },
    usersLogin: { none: 'signs in by email or phone and password; names no stored record' },
    usersLogout: { none: "ends the caller's own session; names no record" },
    usersCheckDups: { none: 'answers whether an email or phone is taken; names no stored record' },
    usersQuery: rows(
      one('Victor lists the people of a series that does not list him', 'volunteer', 404, async () => {
        const series = await fresh.series();
        return { body: { filter: { seriesId: series } }, unchanged: [P.series(series)] };
      }),
      one(
        'Victor names Paul among the ids: Paul is left out',
        'volunteer',
        200,
        async () => ({
          body: { filter: { ids: [id('paul'), id('mary')] } },
          unchanged: [P.user(id('paul'))],
        }),
        (res) => expect(res.body.users.map((u: { _id: string }) => u._id)).toEqual([id('mary')]),
      ),
    ),
    usersRegister: rows(
      one(
        "Cora names the other facility: the member is made in Cora's own",
        'coordinator',
        201,
        async () => ({
          body: newMemberBody({ facilityId: OTHER_FACILITY.id }),
          unchanged: [P.facilityUsers(OTHER_FACILITY.id)],
        }),
        (res) => expect(res.body.user.facilityId).toBe('fac-riverside'),
      ),
    ),
    usersUpdateProfile: rows(
      one("Mary edits Paul's profile", 'mary', 404, onUser('paul', { info: { city: 'Elsewhere' } })),
      one("Victor edits Paul's profile", 'volunteer', 404, onUser('paul', { info: { city: 'Elsewhere' } })),
    ),
    usersSetFacility: adminOnly('coordinator', onUser('paul', { facilityId: OTHER_FACILITY.id })),
    usersSetRole: adminOnly('coordinator', onUser('paul', { role: 'Volunteer' })),
    usersSetEnabled: rows(
      one("Cora disables the other facility's Otto", 'coordinator', 404, onUser(otto, { enabled: false })),
      one('Victor disables Paul', 'volunteer', 403, onUser('paul', { enabled: false })),
    ),
    usersResearchCreate: adminOnly('coordinator', async () => ({
      params: { id: id('paul') },
      unchanged: [P.user(id('paul'))],
    })),
    usersSetResearch: adminOnly('coordinator', onUser('paul', { enabled: true })),
    usersMfaEnrol: { none: "records the caller's own authenticator, read from Cognito; names no record" },
    usersMfaReset: rows(
      one("Mary turns off Paul's second factor", 'mary', 404, async () => ({
        params: { id: id('paul') },
        unchanged: [P.user(id('paul'))],
      })),
      one("Cora resets Victor's second factor (an Admin's reset)", 'coordinator', 403, async () => ({
        params: { id: id('volunteer') },
        unchanged: [P.user(id('volunteer'))],
      })),
    ),
    usersSetPassword: rows(
      one("Mary sets Paul's password", 'mary', 404, async () => ({
        params: { id: id('paul') },
        body: { password: 'Taken#Over1', confirmPassword: 'Taken#Over1' },
        unchanged: [P.user(id('paul'))],
      })),
    ),
    usersStartProgram: rows(
      one(
        'Cora starts a program for Otto',
        'coordinator',
        404,
        onUser(otto, { status: 'active', activeType: 'Check-in' }),
      ),
      one(
        'Victor starts a program for Mary',
        'volunteer',
        403,
        onUser('mary', { status: 'active', activeType: 'Check-in' }),
      ),
    ),
    usersCompleteProgram: rows(
      one(
        "Cora completes Otto's program",
        'coordinator',
        404,
        onUser(otto, { entryId: OTTOS_ENTRY, endDate: '2026-02-01' }),
      ),
    ),
    usersSetStatus: rows(
      one("Cora sets Otto's status", 'coordinator', 404, onUser(otto, { status: 'waitlist' })),
    ),
    usersTerminate: rows(
      one(
        'Cora terminates Otto',
        'coordinator',
        404,
        onUser(otto, { terminationDate: '2026-02-01', terminationReason: 'Request record removal' }),
      ),
    ),
    usersSetVolInfo: rows(
      one(
        "Cora edits the other facility's volunteer Bea",
        'coordinator',
        404,
        onUser(bea, { volInfo: { volType: 'Student', startDate: '2025-09-01' } }),
      ),
    ),
    usersAssignPatients: rows(
      one('Cora takes on Otto of the other facility', 'coordinator', 404, async () => ({
        params: { id: id('coordinator') },
        body: { add: [otto], remove: [] },
        unchanged: [P.user(id('coordinator')), P.user(otto)],
      })),
      one('Victor takes on Paul', 'volunteer', 403, async () => ({
        params: { id: id('volunteer') },
        body: { add: [id('paul')], remove: [] },
        unchanged: [P.user(id('volunteer')), P.user(id('paul'))],
      })),
    ),
    usersAssignWorkers: rows(
      one("Cora gives Paul the other facility's volunteer Bea", 'coordinator', 404, async () => ({
        params: { id: id('paul') },
        body: { add: [bea], remove: [] },
        unchanged: [P.user(id('paul')), P.user(bea)],
      })),
    ),
    usersDelete: adminOnly('coordinator', async () => ({
      params: { id: id('paul') },
      unchanged: [P.user(id('paul'))],
    })),
    stickyNotesCreate: rows(
      one('Victor puts a sticky note on Paul', 'volunteer', 404, async () => ({
        body: { patientId: id('paul'), level: 'Info', message: 'Crossed' },
        unchanged: [P.sticky(id('paul'))],
      })),
      one('Mary puts a sticky note on Paul', 'mary', 403, async () => ({
        body: { patientId: id('paul'), level: 'Info', message: 'Crossed' },
        unchanged: [P.sticky(id('paul'))],
      })),
    ),
    notesAttachmentUpload: { none: "asks for an upload address of the caller's own; names no stored record" },
    notesCreate: rows(
      one('Mary writes to Paul, who is not one of her workers', 'mary', 404, async () => ({
        body: { receiverId: id('paul'), message: 'Crossed' },
        unchanged: [P.notesTo(id('paul'))],
      })),
      // An upload is nobody's member record: someone else's answers as a missing one does (400 under
      // `attachmentId`, existence not revealed), as spec'd for the note form.
      one(
        "Mary sends Victor's upload as her own",
        'mary',
        400,
        async () => {
          const attachmentId = await upload('volunteer');
          return {
            body: { receiverId: id('volunteer'), message: 'Mine now', attachmentId },
            unchanged: [P.upload(attachmentId), P.notesTo(id('volunteer'))],
          };
        },
        (res) => expect(res.body.error.code).toBe('ATTACHMENT_MISSING'),
      ),
    ),
    notesMarkRead: rows(
      one("Paul marks Mary's note read", 'paul', 404, async () => ({
        body: { noteID: MARYS_NOTE },
        unchanged: [P.note(MARYS_NOTE)],
      })),
      one('Victor, its sender, marks it read for Mary', 'volunteer', 404, async () => ({
        body: { noteID: MARYS_NOTE },
        unchanged: [P.note(MARYS_NOTE)],
      })),
    ),
  } satisfies Record<string, WriteRows>;
}

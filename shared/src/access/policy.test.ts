import { describe, expect, it } from 'vitest';
import {
  can,
  canCreateRole,
  canEditProfileFields,
  PROFILE_FIELDS,
  profileFieldGroupOf,
  refusedProfileFields,
  relationOf,
} from './policy';
import {
  ACTIONS,
  PROFILE_FIELD_GROUPS,
  ROLES,
  type Action,
  type Actor,
  type ProfileFieldGroup,
  type Role,
  type UserTarget,
} from './types';

type Column = 'self' | 'assigned' | 'facility' | 'none' | 'global';
const COLUMNS: Column[] = ['self', 'assigned', 'facility', 'none', 'global'];

/** Actor of a role in facility F1, with one assigned member (or, for a member, one worker). */
function actorOf(role: Role): Actor {
  return role === 'Patient'
    ? { id: 'actor', role, facilityId: 'F1', patients: [], workers: ['worker-1'] }
    : { id: 'actor', role, facilityId: 'F1', patients: ['member-1'], workers: [] };
}

function targetOf(role: Role, column: Column): UserTarget | undefined {
  switch (column) {
    case 'self':
      return { id: 'actor', role, facilityId: 'F1' };
    case 'assigned':
      return role === 'Patient'
        ? { id: 'worker-1', role: 'Volunteer', facilityId: 'F1', patients: ['actor'] }
        : { id: 'member-1', role: 'Patient', facilityId: 'F1', workers: ['actor'] };
    case 'facility':
      return { id: 'member-2', role: 'Patient', facilityId: 'F1' };
    case 'none':
      return { id: 'member-3', role: 'Patient', facilityId: 'F2' };
    case 'global':
      return undefined;
  }
}

const ALL = 'YYYYY';
const NONE = '-----';
/**
 * Expected answers from ACCESS.md, per action and role, for the columns self, assigned, facility, none
 * and no target ("may the role do this at all"). Y = allowed.
 */
const EXPECTED: Record<Action, Record<Role, string>> = {
  'user.list': { Admin: ALL, Coordinator: 'YYY-Y', Volunteer: '-Y--Y', Patient: NONE },
  'user.view': { Admin: ALL, Coordinator: 'YY--Y', Volunteer: 'YY--Y', Patient: 'Y---Y' },
  'user.editProfile': { Admin: ALL, Coordinator: 'YYY-Y', Volunteer: 'Y---Y', Patient: 'Y---Y' },
  'user.adminChange': { Admin: ALL, Coordinator: NONE, Volunteer: NONE, Patient: NONE },
  'user.create': { Admin: '----Y', Coordinator: '----Y', Volunteer: NONE, Patient: NONE },
  'user.resetSecondFactor': { Admin: '-YYYY', Coordinator: NONE, Volunteer: NONE, Patient: 'Y---Y' },
  'user.setStatus': { Admin: ALL, Coordinator: 'YYY-Y', Volunteer: NONE, Patient: NONE },
  'user.assign': { Admin: ALL, Coordinator: 'YYY-Y', Volunteer: NONE, Patient: NONE },
  'member.readHealth': { Admin: ALL, Coordinator: '-Y--Y', Volunteer: '-Y--Y', Patient: 'Y---Y' },
  'member.fillModule': { Admin: ALL, Coordinator: '-Y--Y', Volunteer: '-Y--Y', Patient: 'Y---Y' },
  'module.approve': { Admin: ALL, Coordinator: '-Y--Y', Volunteer: NONE, Patient: NONE },
  'memberModule.delete': { Admin: ALL, Coordinator: '-Y--Y', Volunteer: NONE, Patient: NONE },
  'moduleTemplate.write': { Admin: ALL, Coordinator: NONE, Volunteer: NONE, Patient: NONE },
  'moduleTemplate.read': { Admin: ALL, Coordinator: ALL, Volunteer: ALL, Patient: NONE },
  'workbook.write': { Admin: ALL, Coordinator: ALL, Volunteer: NONE, Patient: NONE },
  'seriesTemplate.write': { Admin: ALL, Coordinator: NONE, Volunteer: NONE, Patient: NONE },
  'seriesTemplate.read': { Admin: ALL, Coordinator: ALL, Volunteer: '----Y', Patient: '----Y' },
  'seriesTemplate.assignMembers': { Admin: ALL, Coordinator: 'YYY-Y', Volunteer: NONE, Patient: NONE },
  'seriesInstance.start': { Admin: ALL, Coordinator: '-Y--Y', Volunteer: NONE, Patient: NONE },
  'seriesInstance.delete': { Admin: ALL, Coordinator: '-Y--Y', Volunteer: NONE, Patient: NONE },
  'project.any': { Admin: ALL, Coordinator: NONE, Volunteer: NONE, Patient: NONE },
  'stickyNote.write': { Admin: ALL, Coordinator: '-Y--Y', Volunteer: '-Y--Y', Patient: NONE },
  'stickyNote.read': { Admin: ALL, Coordinator: '-Y--Y', Volunteer: '-Y--Y', Patient: NONE },
  'note.send': { Admin: ALL, Coordinator: 'YY--Y', Volunteer: 'YY--Y', Patient: '-Y--Y' },
  'note.read': { Admin: '----Y', Coordinator: '----Y', Volunteer: '----Y', Patient: '----Y' },
  'note.markRead': { Admin: '----Y', Coordinator: '----Y', Volunteer: '----Y', Patient: '----Y' },
  'publicSubmission.read': { Admin: ALL, Coordinator: '----Y', Volunteer: NONE, Patient: NONE },
  'adminDashboard.read': { Admin: ALL, Coordinator: '----Y', Volunteer: NONE, Patient: NONE },
  'audit.read': { Admin: ALL, Coordinator: NONE, Volunteer: NONE, Patient: NONE },
  'export.read': { Admin: ALL, Coordinator: NONE, Volunteer: NONE, Patient: NONE },
  // Follow-ups and service lists are not users: a user target is refused (see the details below).
  'followup.list': { Admin: ALL, Coordinator: ALL, Volunteer: ALL, Patient: NONE },
  'followup.work': { Admin: '----Y', Coordinator: '----Y', Volunteer: '----Y', Patient: NONE },
  'followup.reassign': { Admin: '----Y', Coordinator: '----Y', Volunteer: NONE, Patient: NONE },
  'serviceList.read': { Admin: ALL, Coordinator: '----Y', Volunteer: '----Y', Patient: NONE },
  'serviceList.write': { Admin: ALL, Coordinator: NONE, Volunteer: NONE, Patient: NONE },
  // Without the Researcher permission (the actors above have none): Admins only.
  'research.export': { Admin: ALL, Coordinator: NONE, Volunteer: NONE, Patient: NONE },
};

describe('can: every action × role × relation', () => {
  it('has an expectation for every action', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTIONS].sort());
  });
  const cases = ACTIONS.flatMap((action) =>
    ROLES.flatMap((role) =>
      COLUMNS.map((column, i) => ({ action, role, column, allowed: EXPECTED[action][role][i] === 'Y' })),
    ),
  );
  it.each(cases)('$role $action on $column → $allowed', ({ action, role, column, allowed }) => {
    expect(can(actorOf(role), action, targetOf(role, column))).toBe(allowed);
  });
});

describe('can: details', () => {
  const coordinator = actorOf('Coordinator');
  const volunteer = actorOf('Volunteer');

  it('lets staff granted the Researcher permission export research data, never a member', () => {
    expect(can({ ...coordinator, researcher: true }, 'research.export')).toBe(true);
    expect(can({ ...volunteer, researcher: true }, 'research.export')).toBe(true);
    expect(can({ ...actorOf('Patient'), researcher: true }, 'research.export')).toBe(false);
    expect(can({ ...coordinator, researcher: false }, 'research.export')).toBe(false);
  });

  it('allows nothing to an unknown role', () => {
    const other: Actor = { id: 'x', role: 'Auditor' as Role, facilityId: 'F1', patients: [], workers: [] };
    for (const action of ACTIONS) expect(can(other, action)).toBe(false);
  });

  it('lists only active users to non-admins', () => {
    const waitlisted: UserTarget = {
      id: 'member-1',
      role: 'Patient',
      facilityId: 'F1',
      workers: ['actor'],
      status: 'waitlist',
    };
    expect(can(coordinator, 'user.list', waitlisted)).toBe(false);
    expect(can(volunteer, 'user.list', waitlisted)).toBe(false);
    expect(can(actorOf('Admin'), 'user.list', waitlisted)).toBe(true);
    expect(can(coordinator, 'user.list', { ...waitlisted, status: 'active' })).toBe(true);
  });

  it('keeps Admins out of a Coordinator’s edits and status changes', () => {
    const admin: UserTarget = { id: 'admin-1', role: 'Admin', facilityId: 'F1' };
    expect(can(coordinator, 'user.editProfile', admin)).toBe(false);
    expect(can(coordinator, 'user.setStatus', admin)).toBe(false);
  });

  it('lets a Coordinator view assigned workers but a Volunteer only assigned members', () => {
    const worker: UserTarget = { id: 'vol-1', role: 'Volunteer', facilityId: 'F1' };
    expect(can({ ...coordinator, workers: ['vol-1'] }, 'user.view', worker)).toBe(true);
    expect(can({ ...volunteer, patients: ['vol-1'] }, 'user.view', worker)).toBe(false);
  });

  it('never lets helpers read the health data of a non-member', () => {
    const worker: UserTarget = { id: 'vol-1', role: 'Volunteer', facilityId: 'F1' };
    expect(can({ ...coordinator, workers: ['vol-1'] }, 'member.readHealth', worker)).toBe(false);
  });

  it('checks the role and facility of a new user', () => {
    expect(can(actorOf('Admin'), 'user.create', { role: 'Admin', facilityId: 'F9' })).toBe(true);
    expect(can(coordinator, 'user.create', { role: 'Volunteer', facilityId: 'F1' })).toBe(true);
    expect(can(coordinator, 'user.create', { role: 'Patient', facilityId: 'F2' })).toBe(false);
    expect(can(coordinator, 'user.create', { role: 'Admin', facilityId: 'F1' })).toBe(false);
    expect(can(coordinator, 'user.create', { id: 'u', role: 'Patient', facilityId: 'F1' })).toBe(false);
    expect(can(volunteer, 'user.create', { role: 'Patient', facilityId: 'F1' })).toBe(false);
  });

  it('lets members and volunteers read the series templates that list them', () => {
    expect(can(volunteer, 'seriesTemplate.read', { memberList: ['actor'] })).toBe(true);
    expect(can(actorOf('Patient'), 'seriesTemplate.read', { memberList: ['someone'] })).toBe(false);
    expect(can(coordinator, 'seriesTemplate.read', { memberList: [] })).toBe(true);
  });

  it('scopes submissions and dashboard counts to the Coordinator’s facility', () => {
    expect(can(coordinator, 'publicSubmission.read', { facilityId: 'F1' })).toBe(true);
    expect(can(coordinator, 'publicSubmission.read', { facilityId: 'F2' })).toBe(false);
    expect(can(coordinator, 'publicSubmission.read', {})).toBe(true);
    expect(can(coordinator, 'adminDashboard.read', { facilityId: null })).toBe(true);
    expect(can(coordinator, 'adminDashboard.read', { memberList: [] })).toBe(false);
  });

  it('lets every user read only the notes they received or sent, and mark read those received', () => {
    for (const role of ROLES) {
      const actor = actorOf(role);
      expect(can(actor, 'note.read', { senderId: 'x', receiverId: 'actor' })).toBe(true);
      expect(can(actor, 'note.read', { senderId: 'actor', receiverId: 'x' })).toBe(true);
      expect(can(actor, 'note.read', { senderId: 'x', receiverId: 'y' })).toBe(false);
      expect(can(actor, 'note.markRead', { senderId: 'x', receiverId: 'actor' })).toBe(true);
      expect(can(actor, 'note.markRead', { senderId: 'actor', receiverId: 'x' })).toBe(false);
    }
    expect(can(coordinator, 'publicSubmission.read', { senderId: 'x', receiverId: 'actor' })).toBe(false);
  });

  it('lets Admins, the assignee, the member’s helpers and the facility’s Coordinators work a follow-up', () => {
    const theirs = { memberId: 'member-1', facilityId: 'F2' };
    const pooled = { memberId: 'member-9', facilityId: 'F1' };
    const assigned = { memberId: 'member-9', facilityId: 'F2', assigneeId: 'actor' };
    const elsewhere = { memberId: 'member-9', facilityId: 'F2', assigneeId: 'other' };
    expect(can(actorOf('Admin'), 'followup.work', elsewhere)).toBe(true);
    for (const helper of [coordinator, volunteer]) {
      expect(can(helper, 'followup.work', theirs)).toBe(true);
      expect(can(helper, 'followup.work', assigned)).toBe(true);
      expect(can(helper, 'followup.work', elsewhere)).toBe(false);
    }
    expect(can(coordinator, 'followup.work', pooled)).toBe(true);
    expect(can(volunteer, 'followup.work', pooled)).toBe(false);
    expect(can(actorOf('Patient'), 'followup.work', { memberId: 'actor' })).toBe(false);
    expect(can(actorOf('Admin'), 'followup.reassign', elsewhere)).toBe(true);
    expect(can(coordinator, 'followup.reassign', pooled)).toBe(true);
    expect(can(coordinator, 'followup.reassign', elsewhere)).toBe(false);
    expect(can(volunteer, 'followup.reassign', assigned)).toBe(false);
    expect(can(coordinator, 'adminDashboard.read', pooled)).toBe(false);
  });

  it('lets staff read their own facility’s service list, Admins every one', () => {
    expect(can(coordinator, 'serviceList.read', { facilityId: 'F1' })).toBe(true);
    expect(can(volunteer, 'serviceList.read', { facilityId: 'F2' })).toBe(false);
    expect(can(volunteer, 'serviceList.read', {})).toBe(false);
    expect(can(actorOf('Admin'), 'serviceList.read', { facilityId: 'F2' })).toBe(true);
    expect(can(actorOf('Patient'), 'serviceList.read', { facilityId: 'F1' })).toBe(false);
  });

  it('never treats a missing facility as a shared one', () => {
    const noFacility: Actor = { ...coordinator, facilityId: undefined };
    expect(can(noFacility, 'user.setStatus', { id: 'm', role: 'Patient' })).toBe(false);
  });
});

/**
 * Expected answers for the profile field groups, per group and role, in the same columns (self, assigned,
 * facility, none, no target): ACCESS.md 'edit profile fields' split by field.
 */
const FIELD_EXPECTED: Record<ProfileFieldGroup, Record<Role, string>> = {
  contact: { Admin: ALL, Coordinator: 'YYY-Y', Volunteer: 'Y---Y', Patient: 'Y---Y' },
  personal: { Admin: ALL, Coordinator: 'YYY-Y', Volunteer: NONE, Patient: NONE },
  intake: { Admin: ALL, Coordinator: '-YY-Y', Volunteer: NONE, Patient: NONE },
  admin: { Admin: ALL, Coordinator: NONE, Volunteer: NONE, Patient: NONE },
};

describe('canEditProfileFields: every field group × role × relation', () => {
  it('has an expectation and fields for every group', () => {
    expect(Object.keys(FIELD_EXPECTED).sort()).toEqual([...PROFILE_FIELD_GROUPS].sort());
    for (const group of PROFILE_FIELD_GROUPS) expect(PROFILE_FIELDS[group].length).toBeGreaterThan(0);
  });
  const cases = PROFILE_FIELD_GROUPS.flatMap((group) =>
    ROLES.flatMap((role) =>
      COLUMNS.map((column, i) => ({ group, role, column, allowed: FIELD_EXPECTED[group][role][i] === 'Y' })),
    ),
  );
  it.each(cases)('$role $group fields on $column → $allowed', ({ group, role, column, allowed }) => {
    expect(canEditProfileFields(actorOf(role), group, targetOf(role, column))).toBe(allowed);
  });

  it('keeps every group of an Admin’s profile from a Coordinator of the same facility', () => {
    const admin: UserTarget = { id: 'admin-1', role: 'Admin', facilityId: 'F1' };
    for (const group of PROFILE_FIELD_GROUPS)
      expect(canEditProfileFields(actorOf('Coordinator'), group, admin)).toBe(false);
  });

  it('allows nothing to an unknown role', () => {
    const other: Actor = { id: 'x', role: 'Auditor' as Role, facilityId: 'F1', patients: [], workers: [] };
    for (const group of PROFILE_FIELD_GROUPS) expect(canEditProfileFields(other, group)).toBe(false);
  });
});

describe('refusedProfileFields', () => {
  const member = actorOf('Patient');
  const herself: UserTarget = { id: 'actor', role: 'Patient', facilityId: 'F1' };

  it('finds the group of each field', () => {
    expect(profileFieldGroupOf('info.city')).toBe('contact');
    expect(profileFieldGroupOf('info.dateOfBirth')).toBe('personal');
    expect(profileFieldGroupOf('referralDetails')).toBe('intake');
    expect(profileFieldGroupOf('role')).toBe('admin');
    expect(profileFieldGroupOf('info')).toBeUndefined();
  });

  it('lets a member change her own contact fields and nothing else', () => {
    expect(refusedProfileFields(member, herself, ['email', 'info.name', 'info.postalCode'])).toEqual([]);
    expect(
      refusedProfileFields(member, herself, [
        'info.city',
        'originOfContact',
        'referralDetails',
        'info.gender',
      ]),
    ).toEqual(['originOfContact', 'referralDetails', 'info.gender']);
  });

  it('refuses a path of no group to everyone', () => {
    expect(refusedProfileFields(actorOf('Admin'), herself, ['status', 'info.city'])).toEqual(['status']);
  });

  it('lets a Coordinator change a facility member’s intake but not her own', () => {
    const coordinator = actorOf('Coordinator');
    const member2: UserTarget = { id: 'member-2', role: 'Patient', facilityId: 'F1' };
    expect(refusedProfileFields(coordinator, member2, ['referralDetails', 'info.gender'])).toEqual([]);
    expect(
      refusedProfileFields(coordinator, { id: 'actor', role: 'Coordinator', facilityId: 'F1' }, [
        'info.gender',
        'referralDetails',
      ]),
    ).toEqual(['referralDetails']);
  });
});

describe('relationOf', () => {
  const actor = actorOf('Volunteer');
  it('finds self, assigned, facility and none in that order', () => {
    expect(relationOf(actor, { id: 'actor', role: 'Volunteer', facilityId: 'F1' })).toBe('self');
    expect(relationOf(actor, { id: 'member-1', role: 'Patient', facilityId: 'F2' })).toBe('assigned');
    expect(relationOf(actor, { id: 'm', role: 'Patient', workers: ['actor'] })).toBe('assigned');
    expect(relationOf(actor, { id: 'm', role: 'Patient', facilityId: 'F1' })).toBe('facility');
    expect(relationOf(actor, { id: 'm', role: 'Patient', facilityId: 'F2' })).toBe('none');
    expect(relationOf({ ...actor, facilityId: '' }, { id: 'm', role: 'Patient', facilityId: '' })).toBe(
      'none',
    );
  });
});

describe('canCreateRole', () => {
  it.each([
    ['Admin', 'Admin', true],
    ['Admin', 'Patient', true],
    ['Coordinator', 'Admin', false],
    ['Coordinator', 'Coordinator', true],
    ['Coordinator', 'Volunteer', true],
    ['Coordinator', 'Patient', true],
    ['Volunteer', 'Patient', false],
    ['Patient', 'Patient', false],
    ['Admin', 'Superuser', false],
  ] as const)('%s may create %s: %s', (actorRole, role, allowed) => {
    expect(canCreateRole(actorOf(actorRole), role)).toBe(allowed);
  });
});

import { describe, expect, it } from 'vitest';
import {
  isCoordinatorRole,
  isHelperRole,
  isMemberRole,
  isRole,
  isRoleAmong,
  isStaffRole,
  isVolunteerRole,
  sameRole,
} from './roles';
import { ROLES } from './types';

describe('role facts', () => {
  const which = (test: (role: string) => boolean) => ROLES.filter(test);

  it('names the member, staff, helper, Coordinator and Volunteer roles', () => {
    expect(which(isMemberRole)).toEqual(['Patient']);
    expect(which(isStaffRole)).toEqual(['Admin', 'Coordinator', 'Volunteer']);
    expect(which(isHelperRole)).toEqual(['Coordinator', 'Volunteer']);
    expect(which(isCoordinatorRole)).toEqual(['Coordinator']);
    expect(which(isVolunteerRole)).toEqual(['Volunteer']);
  });

  it('counts an unknown role as none of them', () => {
    for (const test of [isMemberRole, isStaffRole, isHelperRole, isCoordinatorRole, isVolunteerRole, isRole])
      expect(test('Auditor')).toBe(false);
  });

  it('compares two role values', () => {
    expect(sameRole('Volunteer', 'Volunteer')).toBe(true);
    expect(sameRole('Volunteer', 'Coordinator')).toBe(false);
  });

  it('knows the product roles and nothing else', () => {
    expect(which(isRole)).toEqual([...ROLES]);
    expect(isRole('Anonymous')).toBe(false);
    expect(isRole('admin')).toBe(false);
  });

  it('finds a role in a list of roles', () => {
    expect(isRoleAmong('Coordinator', ['Admin', 'Coordinator'])).toBe(true);
    expect(isRoleAmong('Volunteer', ['Admin', 'Coordinator'])).toBe(false);
    expect(isRoleAmong('Admin', [])).toBe(false);
  });
});

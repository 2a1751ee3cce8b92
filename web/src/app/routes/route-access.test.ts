import { describe, expect, it } from 'vitest';
import { mayOpen } from './route-access';

describe('mayOpen', () => {
  it('opens the research exports to Admins and to staff granted the Researcher permission only', () => {
    const path = '/administration/research';
    expect(mayOpen(path, { role: 'Admin' })).toBe(true);
    expect(mayOpen(path, { role: 'Coordinator' })).toBe(false);
    expect(mayOpen(path, { role: 'Coordinator', researcher: true })).toBe(true);
    expect(mayOpen(path, { role: 'Volunteer', researcher: true })).toBe(true);
    expect(mayOpen(path, { role: 'Patient', researcher: true })).toBe(false);
  });

  it('refuses a path the table does not list', () => {
    expect(mayOpen('/nowhere', { role: 'Admin' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { menuFor, type ResolvedItem } from './menu';

function flat(items: ResolvedItem[]): string[] {
  return items.flatMap((item) =>
    'children' in item
      ? [item.label, ...item.children.map((c) => `${item.label}>${c.label}>${c.to}`)]
      : [`${item.label}>${item.to}`],
  );
}

describe('menuFor', () => {
  it('gives an Admin Users, Modules, Projects, the Audit Log, Research Exports and Follow-up Services under Management and Reports to /GroupReports', () => {
    expect(flat(menuFor({ id: 'a1', role: 'Admin' }))).toEqual([
      'shell.menu.dashboard>/',
      'shell.menu.myProfile>/profile',
      'shell.menu.management',
      'shell.menu.management>shell.menu.users>/administration/users/management',
      'shell.menu.management>shell.menu.modules>/administration/booklets/management',
      'shell.menu.management>shell.menu.projects>/administration/projects/management',
      'shell.menu.management>shell.menu.audit>/administration/audit',
      'shell.menu.management>shell.menu.research>/administration/research',
      'shell.menu.management>shell.menu.followupServices>/administration/followups/services',
      'shell.menu.reports>/GroupReports',
      'shell.menu.leads>/administration/leads',
    ]);
  });

  it('adds Research Exports for staff granted the Researcher permission, never for a member', () => {
    const research = 'shell.menu.management>shell.menu.research>/administration/research';
    expect(flat(menuFor({ id: 'c1', role: 'Coordinator', researcher: true }))).toContain(research);
    expect(flat(menuFor({ id: 'v1', role: 'Volunteer', researcher: true }))).toContain(research);
    expect(flat(menuFor({ id: 'c1', role: 'Coordinator' }))).not.toContain(research);
    expect(flat(menuFor({ id: 'p1', role: 'Patient', researcher: true }))).not.toContain(research);
  });

  it('gives a Coordinator Users and WorkBooks under Management', () => {
    expect(flat(menuFor({ id: 'c1', role: 'Coordinator' }))).toEqual([
      'shell.menu.dashboard>/',
      'shell.menu.myProfile>/profile',
      'shell.menu.management',
      'shell.menu.management>shell.menu.users>/administration/users/management',
      'shell.menu.management>shell.menu.workbooks>/administration/workbook/management',
      'shell.menu.reports>/GroupReports',
      'shell.menu.leads>/administration/leads',
    ]);
  });

  it('sends a Patient to their own main reports and shows no Management group', () => {
    expect(flat(menuFor({ id: 'p-1', role: 'Patient' }))).toEqual([
      'shell.menu.dashboard>/',
      'shell.menu.myProfile>/profile',
      'shell.menu.reports>/MainReports/p-1',
    ]);
  });

  it('sends a Volunteer to /MainReports and shows no Management group', () => {
    expect(flat(menuFor({ id: 'v1', role: 'Volunteer' }))).toEqual([
      'shell.menu.dashboard>/',
      'shell.menu.myProfile>/profile',
      'shell.menu.reports>/MainReports',
    ]);
  });

  it('shows an added entry only to the roles it names', () => {
    const menu = [
      {
        label: 'shell.menu.users' as const,
        to: () => '/administration/leads',
        roles: ['Admin', 'Coordinator'] as const,
      },
    ];
    expect(menuFor({ id: 'a', role: 'Admin' }, menu)).toEqual([
      { label: 'shell.menu.users', to: '/administration/leads' },
    ]);
    expect(menuFor({ id: 'v', role: 'Volunteer' }, menu)).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@circles/shared/schemas/series';
import { renderSignedIn } from '../../../test/render-signed-in';
import { ProjectsScreen } from './projects-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const project = (id: string, name: string, series: { _id: string; name: string }[]): Project => ({
  _id: id,
  name,
  memberList: [],
  collectionList: series,
  createdAt: '2026-03-07T12:00:00.000Z',
  createdBy: 'ada',
  updatedAt: '2026-03-08T12:00:00.000Z',
  modifiedBy: 'ada',
  version: 1,
});
const projectList = [
  project('p1', 'Diabetes study', [
    { _id: 's1', name: 'Intake series' },
    { _id: 's2', name: 'Follow-up series' },
  ]),
  project('p2', 'Falls study', []),
];
const admin = { id: 'ada', name: 'Ada', role: 'Admin' as const, facilityId: 'fac-1' };

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((name: string) =>
    name === 'projectsList' ? Promise.resolve({ projectList }) : Promise.reject(new Error(name)),
  );
});

const open = () =>
  renderSignedIn(<ProjectsScreen />, { viewer: admin, path: '/administration/projects/management' });

/** The table row of a project, found by its selection checkbox ('Select {name} ({id})'). */
const rowOf = (table: HTMLElement, name: string) => {
  const id = projectList.find((p) => p.name === name)?._id ?? '';
  return within(table)
    .getByRole('checkbox', { name: `Select ${name} (${id})` })
    .closest('tr')!;
};

describe('Manage Projects: template toggle', () => {
  it("is off by default: no 'Series templates' column, no template names", async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Manage Projects' });
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Show templates' });
    expect(toggle.checked).toBe(false);
    expect(within(table).queryByRole('columnheader', { name: 'Series templates' })).toBeNull();
    expect(within(table).queryByText('Intake series')).toBeNull();
  });

  it("on, lists each project's series templates by name; off again, hides them", async () => {
    const user = userEvent.setup();
    open();
    const table = await screen.findByRole('table', { name: 'Manage Projects' });
    await user.click(screen.getByRole('switch', { name: 'Show templates' }));

    expect(within(table).getByRole('columnheader', { name: 'Series templates' })).toBeTruthy();
    const diabetes = rowOf(table, 'Diabetes study');
    const names = within(diabetes)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toEqual(['Intake series', 'Follow-up series']);
    const falls = rowOf(table, 'Falls study');
    expect(within(falls).queryByRole('list')).toBeNull();
    expect(within(falls).getByText('None')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Show templates' }));
    expect(within(table).queryByRole('columnheader', { name: 'Series templates' })).toBeNull();
    expect(within(table).queryByText('Intake series')).toBeNull();
  });

  it('toggles from the keyboard: Tab reaches it after Assign Series, Space switches it', async () => {
    const user = userEvent.setup();
    open();
    const table = await screen.findByRole('table', { name: 'Manage Projects' });
    screen.getByRole('button', { name: 'Assign Series' }).focus();
    await user.tab();
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Show templates' });
    expect(document.activeElement).toBe(toggle);

    await user.keyboard(' ');
    expect(toggle.checked).toBe(true);
    expect(within(rowOf(table, 'Diabetes study')).getByText('Intake series')).toBeTruthy();

    await user.keyboard(' ');
    expect(toggle.checked).toBe(false);
    expect(within(table).queryByText('Intake series')).toBeNull();
  });
});

describe('Manage Projects: choices that did not load (spec 001 §8 Projects)', () => {
  it("says 'Unable to retrieve Services. …' in Assign Series when the series list fails", async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('table', { name: 'Manage Projects' });
    await user.click(screen.getByRole('button', { name: 'Assign Series' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Unable to retrieve Services. Please refresh and try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it("says 'Unable to get members. …' in Assign Member when the member list fails", async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('table', { name: 'Manage Projects' });
    await user.click(screen.getByRole('button', { name: 'Assign Member' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Unable to get members. Please refresh and try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});

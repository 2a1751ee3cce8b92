// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserSummary } from '@circles/shared/schemas/people';
import { renderSignedIn } from '../../../test/render-signed-in';
import { CORA, person } from '../../../test/staff-fixtures';
import { AssignVolunteerDialog } from './assign-volunteer-dialog';
import { AssignWorkbookDialog } from './assign-workbook-dialog';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockResolvedValue({ workbookList: [] });
});

/** A user made on `day` of March 2026, listed in no particular order below. */
const made = (id: string, name: string, role: string, day: number) =>
  ({
    ...person(id, name, role),
    createdAt: `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  }) as UserSummary;

// Neither alphabetical nor by creation: the pickers must sort.
const USERS: UserSummary[] = [
  made('p-old', 'Ann Oldest', 'Patient', 1),
  made('v-mid', 'Vera Middle', 'Volunteer', 10),
  made('p-new', 'Zoe Newest', 'Patient', 20),
  made('c-new', 'Carl Newest', 'Coordinator', 25),
  made('p-mid', 'Bea Middle', 'Patient', 12),
  made('v-old', 'Wes Oldest', 'Volunteer', 2),
];

/** The options a picker lists when opened, by their names. */
async function optionsOf(label: string): Promise<string[]> {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  const names = options.map((o) => (o.textContent ?? '').replace(/ \(.*\)$/, ''));
  await user.keyboard('{Escape}');
  return names;
}

const noop = () => undefined;

// Spec 002 §9: 'Users are sorted newest first in the create and assign pickers.'
describe('the assign pickers list users newest first', () => {
  it('Assign Volunteer: the helpers and the members, each newest first', async () => {
    renderSignedIn(
      <AssignVolunteerDialog
        open
        users={USERS}
        onAssign={() => Promise.resolve()}
        onClose={noop}
        onError={noop}
      />,
      { viewer: CORA },
    );
    expect(await optionsOf('Volunteers')).toEqual(['Carl Newest', 'Vera Middle', 'Wes Oldest']);
    expect(await optionsOf('Members')).toEqual(['Zoe Newest', 'Bea Middle', 'Ann Oldest']);
  });

  it('Assign Workbook: the members newest first', async () => {
    renderSignedIn(
      <AssignWorkbookDialog open users={USERS} onAssigned={noop} onClose={noop} onError={noop} />,
      { viewer: CORA },
    );
    expect(await optionsOf('Members')).toEqual(['Zoe Newest', 'Bea Middle', 'Ann Oldest']);
  });
});

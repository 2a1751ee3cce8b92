// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../test/render-signed-in';
import { person } from '../../../test/staff-fixtures';
import { communityConnections } from '../testing/series-fixtures';
import { SeriesTab, seriesViewPath } from './series-tab';
import { asPhone } from '../../../test/phone';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

const series = communityConnections();

/** Answers the calls of the tab: templates, users by role (and name), projects, assignments. */
function answer(name: string, args?: { query?: { role?: string; name?: string } }) {
  switch (name) {
    case 'collectionsList':
      return Promise.resolve({ collectionList: [series] });
    case 'usersList': {
      const all = [
        person('mary', 'Mary Member', 'Patient'),
        person('nora', 'Nora Newcomer', 'Patient'),
        person('vic', 'Victor Volunteer', 'Volunteer'),
        person('cora', 'Cora Coordinator', 'Coordinator'),
      ].filter(
        (u) =>
          u.role === args?.query?.role &&
          (!args.query.name || u.name.toLowerCase().includes(args.query.name.toLowerCase())),
      );
      return Promise.resolve({ count: all.length, users: all });
    }
    case 'memberCollectionsList':
      return Promise.resolve({
        memberCollectionList: [
          {
            _id: 'mc1',
            collectionTemplate: 'c1',
            collectionName: 'Community Connections',
            completeness: 50,
            complete: false,
            memberSurveyList: ['s1', 's2'],
            member: 'mary',
            memberName: 'Mary Member',
            createdAt: '2026-03-07T12:00:00.000Z',
            createdBy: 'ada',
            updatedAt: '2026-03-07T12:00:00.000Z',
            modifiedBy: 'ada',
            version: 1,
          },
        ],
      });
    case 'projectsList':
      return Promise.resolve({ projectList: [{ _id: 'p1', name: 'Spring Cohort' }] });
    default:
      return Promise.resolve({ collection: series });
  }
}

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation(answer);
});

const viewer = (role: 'Admin' | 'Coordinator' | 'Volunteer' | 'Patient') => ({
  id: 'me',
  name: 'Me',
  role,
  facilityId: 'fac-1',
});

async function pickAndAdd(user: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  const picker = await screen.findByLabelText(label);
  await waitFor(() => within(picker).getByRole('option', { name }));
  await user.selectOptions(picker, within(picker).getByRole('option', { name }));
  const add = screen.getAllByRole('button', { name: 'Add' }).find((b) => b.parentElement?.contains(picker));
  if (!add) throw new Error('no Add button beside ' + label);
  await user.click(add);
}

describe('Series tab: assign dialogs (spec 001 §2.1, §5)', () => {
  it('offers Assign Member only to a Coordinator, and all three assign buttons to an Admin', async () => {
    const { unmount } = renderSignedIn(<SeriesTab />, { viewer: viewer('Coordinator') });
    await screen.findByRole('table', { name: 'Series Templates' });
    expect(screen.getByRole('button', { name: 'Assign Member' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign Coordinator' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign Project' })).toBeNull();
    unmount();
    renderSignedIn(<SeriesTab />, { viewer: viewer('Admin') });
    await screen.findByRole('table', { name: 'Series Templates' });
    for (const name of ['Assign Member', 'Assign Coordinator', 'Assign Project'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('Assign Coordinator offers only Coordinators and posts them with as: coordinator', async () => {
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab />, { viewer: viewer('Admin') });
    await user.click(await screen.findByRole('button', { name: 'Assign Coordinator' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign Coordinator' });
    const assign = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Assign' });
    expect(assign.disabled).toBe(true);
    await pickAndAdd(user, 'Series', 'Community Connections');
    expect(assign.disabled).toBe(true);
    const people = await screen.findByLabelText('Coordinators');
    await waitFor(() => within(people).getByRole('option', { name: 'Cora Coordinator' }));
    expect(within(people).queryByRole('option', { name: 'Mary Member' })).toBeNull();
    await pickAndAdd(user, 'Coordinators', 'Cora Coordinator');
    expect(assign.disabled).toBe(false);
    await user.click(assign);
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('collectionsAssignMember', {
        body: { collectionId: 'c1', memberList: ['cora'], as: 'coordinator' },
      }),
    );
    expect(await screen.findByText('Successfully updated series.')).toBeTruthy();
  });

  it('Assign Member searches members on the server by name and adds Patients and Volunteers', async () => {
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab />, { viewer: viewer('Coordinator') });
    await user.click(await screen.findByRole('button', { name: 'Assign Member' }));
    await pickAndAdd(user, 'Series', 'Community Connections');
    await user.type(screen.getByLabelText('Search Members'), 'nora');
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'usersList',
        expect.objectContaining({ query: expect.objectContaining({ role: 'Patient', name: 'nora' }) }),
      ),
    );
    expect(apiCall).toHaveBeenCalledWith(
      'usersList',
      expect.objectContaining({ query: expect.objectContaining({ role: 'Volunteer', name: 'nora' }) }),
    );
    // Assigning members to a template is facility-wide for a Coordinator (ACCESS.md): no `assigned`.
    expect(apiCall).not.toHaveBeenCalledWith(
      'usersList',
      expect.objectContaining({ query: expect.objectContaining({ assigned: 'true' }) }),
    );
    const people = screen.getByLabelText('Members');
    await waitFor(() => expect(within(people).queryByRole('option', { name: 'Mary Member' })).toBeNull());
    await pickAndAdd(user, 'Members', 'Nora Newcomer');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('collectionsAssignMember', {
        body: { collectionId: 'c1', memberList: ['nora'], as: 'member' },
      }),
    );
  });

  it("Assign Project posts the projects and shows the spec's text when it fails", async () => {
    const user = userEvent.setup();
    apiCall.mockImplementation((name: string, args?: object) =>
      name === 'collectionsAssignProject' ? Promise.reject(new Error('500')) : answer(name, args),
    );
    renderSignedIn(<SeriesTab />, { viewer: viewer('Admin') });
    await user.click(await screen.findByRole('button', { name: 'Assign Project' }));
    await pickAndAdd(user, 'Series', 'Community Connections');
    await pickAndAdd(user, 'Projects', 'Spring Cohort');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('collectionsAssignProject', {
        body: { collectionId: 'c1', projectList: ['p1'] },
      }),
    );
    expect(
      await screen.findByText('Unable to assign Projects to series. Please refresh and try again.'),
    ).toBeTruthy();
  });
});

describe('Series tab: Create Series Instance (spec 001 §2.1, §5)', () => {
  it('asks for the members the server accepts for a start (assigned=true) and starts the chosen one', async () => {
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab />, { viewer: viewer('Admin') });
    await user.click(await screen.findByRole('button', { name: 'Series Instances' }));
    await user.click(await screen.findByRole('button', { name: 'Start a Series Instance' }));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'usersList',
        expect.objectContaining({ query: expect.objectContaining({ role: 'Patient', assigned: 'true' }) }),
      ),
    );
    await pickAndAdd(user, 'Series', 'Community Connections');
    await pickAndAdd(user, 'Member', 'Nora Newcomer');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('memberCollectionsCreate', {
        body: { collectionTemplate: 'c1', member: 'nora' },
      }),
    );
  });
});

describe('Series tab: View (spec 001 §2.1)', () => {
  it('links the viewer of the role’s mode: Admin /administration, Coordinator and Volunteer /staff, others /client', () => {
    expect(seriesViewPath('Admin', 'mc1')).toBe('/administration/collections/view/mc1');
    expect(seriesViewPath('Coordinator', 'mc1')).toBe('/staff/collections/view/mc1');
    expect(seriesViewPath('Volunteer', 'mc1')).toBe('/staff/collections/view/mc1');
    expect(seriesViewPath('Patient', 'mc1')).toBe('/client/collections/view/mc1');
  });

  it('offers View for one selected instance, linking the role’s viewer', async () => {
    for (const [role, href] of [
      ['Admin', '/administration/collections/view/mc1'],
      ['Volunteer', '/staff/collections/view/mc1'],
      ['Patient', '/client/collections/view/mc1'],
    ] as const) {
      const user = userEvent.setup();
      const { unmount } = renderSignedIn(<SeriesTab />, { viewer: viewer(role) });
      await user.click(await screen.findByRole('button', { name: 'Series Instances' }));
      const table = await screen.findByRole('table', { name: 'Series Instances' });
      expect(screen.queryByRole('link', { name: 'View' })).toBeNull();
      await user.click(within(table).getByRole('checkbox', { name: /Mary Member/ }));
      expect((await screen.findByRole('link', { name: 'View' })).getAttribute('href')).toBe(href);
      unmount();
    }
  });

  it('shows one selected series template read-only: its module templates and counts', async () => {
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab />, { viewer: viewer('Coordinator') });
    const table = await screen.findByRole('table', { name: 'Series Templates' });
    expect(screen.queryByRole('button', { name: 'View' })).toBeNull();
    await user.click(within(table).getByRole('checkbox', { name: /Community Connections/ }));
    await user.click(await screen.findByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Series Template' });
    expect(within(dialog).getByRole('row', { name: /Series ID/ }).textContent).toContain('c1');
    expect(within(dialog).getByRole('row', { name: /Instances/ }).textContent).toContain('0');
    const chapters = within(dialog).getByRole('list', { name: 'Module Templates' });
    expect(
      within(chapters)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Intake']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Series tab: Delete (spec 001 §2.1, §2.10)', () => {
  /** A tab whose lists shrink as deletes succeed (so a reload shows the change); `fail` refuses deletes. */
  function withStore(fail = false) {
    let templates = [series, communityConnections({ _id: 'c2', name: 'Pathways' })];
    const instance = (_id: string, memberName: string) => ({
      _id,
      collectionTemplate: 'c1',
      collectionName: 'Community Connections',
      completeness: 0,
      complete: false,
      memberSurveyList: [],
      member: _id,
      memberName,
      createdAt: '2026-03-07T12:00:00.000Z',
      createdBy: 'ada',
      updatedAt: '2026-03-07T12:00:00.000Z',
      modifiedBy: 'ada',
      version: 1,
    });
    let instances = [instance('mc1', 'Mary Member'), instance('mc2', 'Nora Newcomer')];
    apiCall.mockImplementation((name: string, args?: { params?: { id: string } }) => {
      switch (name) {
        case 'collectionsList':
          return Promise.resolve({ collectionList: templates });
        case 'memberCollectionsList':
          return Promise.resolve({ memberCollectionList: instances });
        case 'collectionsDelete':
          if (fail) return Promise.reject(new Error('500'));
          templates = templates.filter((t) => t._id !== args?.params?.id);
          return Promise.resolve({ _id: args?.params?.id, archived: false });
        case 'memberCollectionsDelete':
          if (fail) return Promise.reject(new Error('500'));
          instances = instances.filter((i) => i._id !== args?.params?.id);
          return Promise.resolve({ _id: args?.params?.id });
        default:
          return answer(name, args as never);
      }
    });
  }

  const listCalls = (name: string) => apiCall.mock.calls.filter(([n]) => n === name).length;

  it('offers Delete for one selection to an Admin only, and for several selections to others too', async () => {
    withStore();
    const user = userEvent.setup();
    const { unmount } = renderSignedIn(<SeriesTab />, { viewer: viewer('Coordinator') });
    let table = await screen.findByRole('table', { name: 'Series Templates' });
    await user.click(within(table).getByRole('checkbox', { name: /Community Connections/ }));
    await screen.findByRole('button', { name: 'View' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(table).getByRole('checkbox', { name: /Pathways/ }));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
    unmount();
    renderSignedIn(<SeriesTab />, { viewer: viewer('Admin') });
    table = await screen.findByRole('table', { name: 'Series Templates' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(table).getByRole('checkbox', { name: /Community Connections/ }));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('asks to confirm one template, deletes it, shows the spec’s text and reloads the list', async () => {
    withStore();
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab />, { viewer: viewer('Admin') });
    const table = await screen.findByRole('table', { name: 'Series Templates' });
    await user.click(within(table).getByRole('checkbox', { name: /Community Connections/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Series' });
    expect(within(dialog).getByText('Are you sure you would like to delete the Series?')).toBeTruthy();
    expect(apiCall).not.toHaveBeenCalledWith('collectionsDelete', expect.anything());
    const loads = listCalls('collectionsList');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted series. You can continue working.')).toBeTruthy();
    expect(apiCall).toHaveBeenCalledWith('collectionsDelete', { params: { id: 'c1' } });
    await waitFor(() => expect(listCalls('collectionsList')).toBeGreaterThan(loads));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Community Connections/ })).toBeNull());
    // The closing dialog hides the page from the accessibility tree until it is gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reloaded = screen.getByRole('table', { name: 'Series Templates' });
    expect(within(reloaded).getByRole('checkbox', { name: /Pathways/ })).toBeTruthy();
    expect(within(reloaded).queryByRole('checkbox', { name: /Community Connections/ })).toBeNull();
  });

  it('deletes several instances after the count’s text, one call each, with the Member series text', async () => {
    withStore();
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab />, { viewer: viewer('Coordinator') });
    await user.click(await screen.findByRole('button', { name: 'Series Instances' }));
    const table = await screen.findByRole('table', { name: 'Series Instances' });
    await user.click(within(table).getByRole('checkbox', { name: /Mary Member/ }));
    await user.click(within(table).getByRole('checkbox', { name: /Nora Newcomer/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Series' });
    expect(within(dialog).getByText('Are you sure you would like to delete 2 Series?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Successfully deleted Member series. You can continue working.'),
    ).toBeTruthy();
    expect(apiCall).toHaveBeenCalledWith('memberCollectionsDelete', { params: { id: 'mc1' } });
    expect(apiCall).toHaveBeenCalledWith('memberCollectionsDelete', { params: { id: 'mc2' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Mary Member/ })).toBeNull());
    expect(screen.queryByRole('checkbox', { name: /Nora Newcomer/ })).toBeNull();
  });

  it('shows the spec’s error when a delete fails, and closes the dialog', async () => {
    withStore(true);
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab />, { viewer: viewer('Admin') });
    const table = await screen.findByRole('table', { name: 'Series Templates' });
    await user.click(within(table).getByRole('checkbox', { name: /Community Connections/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Series' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unable to delete series. Please try again.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: /Community Connections/ })).toBeTruthy();
  });
});

describe('Series tab on a phone (issue 20)', () => {
  const headers = (table: HTMLElement) =>
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
      .filter((t) => t !== '');

  it('shows the Series Instances by name, client and completeness, ids left out but still searchable', async () => {
    const phone = asPhone();
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab />, { viewer: viewer('Admin') });
    await user.click(await screen.findByRole('button', { name: 'Series Instances' }));
    const table = await screen.findByRole('table', { name: 'Series Instances' });
    expect(headers(table)).toEqual(['Name', 'Client Name', 'Completeness']);
    expect(within(table).queryByText('mc1')).toBeNull();
    expect(within(table).getByText('Mary Member')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Search in' }));
    const fields = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(fields.map((o) => o.textContent)).toContain('Series ID');
    phone.mockRestore();
  });

  it('shows the Series Templates by name and counts, the id left out', async () => {
    const phone = asPhone();
    renderSignedIn(<SeriesTab />, { viewer: viewer('Admin') });
    const table = await screen.findByRole('table', { name: 'Series Templates' });
    expect(headers(table)).not.toContain('ID');
    expect(headers(table)[0]).toBe('Name');
    phone.mockRestore();
  });

  it('keeps every column on a desktop', async () => {
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab />, { viewer: viewer('Admin') });
    await user.click(await screen.findByRole('button', { name: 'Series Instances' }));
    const table = await screen.findByRole('table', { name: 'Series Instances' });
    expect(headers(table)).toEqual([
      'Name',
      'ID',
      'Completeness',
      'Client Name',
      'Client ID',
      'Member Modules',
    ]);
  });
});

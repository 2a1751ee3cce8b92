// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../test/render-signed-in';
import { CORA } from '../../../test/staff-fixtures';
import { intakeTemplate } from '../testing/module-fixtures';
import { TemplateViewScreen } from './template-view-screen';
import { WorkbookTab } from './workbook-tab';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const ADA = { ...CORA, id: 'ada', name: 'Ada Admin', role: 'Admin' as const };
const template = intakeTemplate({ createdBy: 'ada', modifiedBy: 'ada' });

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((name: string) =>
    name === 'surveysList'
      ? Promise.resolve({ surveyList: [template] })
      : name === 'surveysGet'
        ? Promise.resolve({ survey: { ...template, surveyJSON: { pages: [] } } })
        : Promise.resolve({}),
  );
});

describe('template changes are offered only to those who may make them (ACCESS.md: Admin)', () => {
  it('a Coordinator on the Module Templates view gets View but no Create Template, Edit or Delete', async () => {
    const user = userEvent.setup();
    renderSignedIn(<WorkbookTab />, { viewer: CORA });
    await screen.findByRole('table', { name: 'Module Templates' });
    expect(screen.queryByRole('button', { name: 'Create Template' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Intake Form (tpl-1)' }));
    expect(screen.getByRole('link', { name: 'View' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('the Admin gets Create Template, Edit and Delete', async () => {
    const user = userEvent.setup();
    renderSignedIn(<WorkbookTab />, { viewer: ADA });
    await screen.findByRole('table', { name: 'Module Templates' });
    expect(screen.getByRole('button', { name: 'Create Template' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select Intake Form (tpl-1)' }));
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/administration/booklets/template/edit/tpl-1',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('the template viewer offers Edit to the Admin only', async () => {
    const path = '/administration/booklets/template/view/:id';
    const at = '/administration/booklets/template/view/tpl-1';
    const { unmount } = renderSignedIn(<TemplateViewScreen />, { viewer: CORA, path, at });
    await screen.findByRole('heading', { name: 'Intake Form' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    unmount();
    renderSignedIn(<TemplateViewScreen />, { viewer: ADA, path, at });
    await screen.findByRole('heading', { name: 'Intake Form' });
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
  });
});

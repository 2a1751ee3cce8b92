// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredSession } from '../../../lib/auth/session-storage';
import { LocaleProvider } from '../../../lib/i18n/locale-provider';
import { setAppLocale } from '../../../lib/i18n/locale-store';
import { renderSignedIn } from '../../../test/render-signed-in';
import { intakeTemplate, marysIntakeModule } from '../testing/module-fixtures';
import { WorkbookTab } from './workbook-tab';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const ADA: StoredSession = { id: 'ada', name: 'Ada', role: 'Admin', facilityId: 'fac-1' };

/** Two templates: Health wholly in French, Intake Form without French. */
const templates = [
  intakeTemplate({ _id: 'tpl-health', name: 'Health', nameFr: 'Santé', missingFrench: false }),
  intakeTemplate({ missingFrench: true }),
];

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((name: string) => {
    if (name === 'surveysList') return Promise.resolve({ surveyList: templates });
    if (name === 'memberSurveysList')
      return Promise.resolve({
        memberSurveyList: [marysIntakeModule({ _id: 'ms-2', name: 'Health', nameFr: 'Santé' })],
      });
    return new Promise(() => undefined);
  });
});
afterEach(() => act(() => setAppLocale('en')));

const renderTab = () =>
  renderSignedIn(
    <LocaleProvider>
      <WorkbookTab />
    </LocaleProvider>,
    { viewer: ADA },
  );

/** The table row of a template, found by its name as shown. */
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('the module template list and French (issue 25)', () => {
  it('flags the template without French with a chip screen readers hear with its name, and not the other', async () => {
    renderTab();
    const intake = await rowOf('Intake Form');
    expect(within(intake).getByText('French missing')).toBeTruthy();
    expect(within(await rowOf('Health')).queryByText('French missing')).toBeNull();
    expect(screen.getAllByText('French missing')).toHaveLength(1);
  });

  it('shows French names and the flag in French to a reader in French', async () => {
    act(() => setAppLocale('fr'));
    renderTab();
    expect(await screen.findByText('Santé')).toBeTruthy();
    expect(screen.queryByText('Health')).toBeNull();
    // No French name: the English one, flagged.
    expect(within(await rowOf('Intake Form')).getByText('Français manquant')).toBeTruthy();
  });

  it('finds a template by its French name or its English one', async () => {
    act(() => setAppLocale('fr'));
    renderTab();
    await screen.findByText('Santé');
    const filter = screen.getByRole('searchbox', { name: 'Chercher' });
    await userEvent.setup().type(filter, 'Health');
    expect(await screen.findByText('Santé')).toBeTruthy();
    expect(screen.queryByText('Intake Form')).toBeNull();
  });

  it("shows a member module's copied French name in the User Modules view in French", async () => {
    act(() => setAppLocale('fr'));
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Modules des utilisateurs' }));
    expect(await screen.findByText('Santé')).toBeTruthy();
    expect(screen.queryByText('Health')).toBeNull();
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setLocale } from '@circles/shared/messages/locale';
import { scoringFr } from '@circles/shared/messages/scoring.fr';
import { screenerFr } from '@circles/shared/messages/screener.fr';
import { renderSignedIn } from '../../../test/render-signed-in';
import { asPhone } from '../../../test/phone';
import { CORA } from '../../../test/staff-fixtures';
import { LeadsScreen } from './leads-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const lead = {
  id: '5e1d0c3a-7b2f-4c61-9a57-0d2f6b1e8a01',
  createdAt: '2026-11-24T09:00:00.000Z',
  score: 5,
  level: 'High Risk',
  consentToContact: true,
  contacted: false,
  source: 'WECCC',
  name: 'Rosa Díaz',
  email: 'rosa.diaz@example.org',
  version: 1,
};

let phone: ReturnType<typeof asPhone>;
beforeEach(() => {
  phone = asPhone();
  apiCall.mockReset();
  apiCall.mockResolvedValue({ items: [lead] });
});
afterEach(() => phone.mockRestore());

describe('Screener Leads on a phone (issue 20)', () => {
  it('shows the risk, the contact details and the status, so nothing lies beyond the screen edge', async () => {
    renderSignedIn(<LeadsScreen />, { viewer: CORA });
    const table = await screen.findByRole('table', { name: 'Screener Leads' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
      .filter((t) => t !== '');
    expect(headers).toHaveLength(3);
    expect(within(table).getByText('High Risk')).toBeTruthy();
    expect(within(table).getByText('rosa.diaz@example.org')).toBeTruthy();
    expect(within(table).queryByText('WECCC')).toBeNull();
  });
});

describe('Screener Leads in French (issue 25)', () => {
  afterEach(() => setLocale('en'));

  it("names the stored risk level and referral source in the reader's language", async () => {
    phone.mockRestore();
    apiCall.mockResolvedValue({ items: [{ ...lead, source: 'Media' }] });
    setLocale('fr');
    renderSignedIn(<LeadsScreen />, { viewer: CORA });
    const table = await screen.findByRole('table');
    expect(within(table).getByText(scoringFr['scoring.risk.high'])).toBeTruthy();
    expect(within(table).getByText(screenerFr['screener.source.media'])).toBeTruthy();
    expect(within(table).queryByText('High Risk')).toBeNull();
    expect(within(table).queryByText('Media')).toBeNull();
  });
});

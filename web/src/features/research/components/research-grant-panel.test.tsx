// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSignedIn } from '../../../test/render-signed-in';
import { ResearchExportScreen } from './research-export-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args) as unknown,
}));

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((name: string) => {
    if (name === 'researchSeries')
      return Promise.resolve({ series: [{ id: 's1', name: 'Community Connections' }] });
    if (name === 'researchExportsList') return Promise.resolve({ count: 0, exports: [] });
    return Promise.resolve({ count: 0, users: [] });
  });
});

const open = (role: 'Admin' | 'Coordinator') =>
  renderSignedIn(<ResearchExportScreen />, {
    viewer: { id: 'me', name: 'Me', role, facilityId: 'fac-1', researcher: role !== 'Admin' },
  });

describe('Research exports: who grants the Researcher permission (issue 26)', () => {
  it('offers the Admin the Researchers panel (the server’s user.adminChange)', async () => {
    open('Admin');
    expect(await screen.findByRole('heading', { name: 'Researchers' })).toBeTruthy();
  });

  it('offers a Coordinator granted the permission the export, not the panel', async () => {
    open('Coordinator');
    expect(await screen.findByRole('heading', { name: 'Research exports' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Researchers' })).toBeNull();
  });
});

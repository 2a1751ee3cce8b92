// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderSignedIn } from '../../../test/render-signed-in';
import { SeriesViewScreen } from './series-view-screen';

const apiCall = vi.fn(() => new Promise(() => undefined));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...(args as [])),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

describe('series viewer routes (spec 001 §2.7)', () => {
  it('the service-view route opens the viewer of its collectionID', async () => {
    renderSignedIn(<SeriesViewScreen />, {
      viewer: { id: 'cora', name: 'Cora', role: 'Coordinator', facilityId: 'fac-1' },
      path: '/staff/services/view/:collectionID',
      at: '/staff/services/view/mc-42',
    });
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'memberCollectionsGet',
        expect.objectContaining({ params: { id: 'mc-42' } }),
      ),
    );
  });
});

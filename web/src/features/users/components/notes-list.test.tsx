// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Note } from '@circles/shared/schemas/note';
import { renderSignedIn } from '../../../test/render-signed-in';
import { NotesList } from './notes-list';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

const ada = { id: 'ada', name: 'Ada Admin', role: 'Admin' as const, facilityId: 'fac-1' };

function note(senderId: string, senderName: string, receiverId: string, receiverName: string): Note {
  return {
    _id: `${senderId}-${receiverId}`,
    senderId,
    sender: { _id: senderId, info: { name: senderName } },
    receiverId,
    receiver: { _id: receiverId, info: { name: receiverName } },
    message: 'See you Tuesday.',
    status: 'unread',
    createdAt: '2026-03-04T15:00:00.000Z',
  };
}

beforeEach(() => {
  apiCall.mockReset();
});

describe('NotesList', () => {
  it("names a sent note's recipient ('To …'), never the recipient as its sender", async () => {
    apiCall.mockResolvedValue({ foundNotes: [note('ada', 'Ada Admin', 'mary', 'Mary Member')] });
    renderSignedIn(<NotesList userId="ada" sentTo="mary" />, { viewer: ada });
    expect(await screen.findByRole('heading', { name: /^To Mary Member on / })).toBeTruthy();
    expect(screen.queryByText(/^From Mary Member/)).toBeNull();
    expect(apiCall).toHaveBeenCalledWith(
      'notesList',
      expect.objectContaining({ params: { id: 'ada' }, query: { box: 'sent' } }),
    );
  });

  it("names a received note's sender ('From …')", async () => {
    apiCall.mockResolvedValue({ foundNotes: [note('vic', 'Victor Volunteer', 'ada', 'Ada Admin')] });
    renderSignedIn(<NotesList userId="ada" />, { viewer: ada });
    expect(await screen.findByRole('heading', { name: /^From Victor Volunteer on / })).toBeTruthy();
  });
});

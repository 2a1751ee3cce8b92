// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AuditEventView } from '@circles/shared/schemas/audit';
import { renderUi } from '../../../test/render-ui';
import { AuditCards } from './audit-cards';

const event = (n: number): AuditEventView => ({
  id: `01JDQ00000000000000000${String(n).padStart(4, '0')}`,
  at: new Date(Date.UTC(2026, 10, 25, 12, 0, 59 - n)).toISOString(),
  action: 'user.view',
  outcome: 'allowed',
  actor: { id: 'export-job', name: null, role: 'Anonymous' },
  member: { id: 'mary', name: 'Mary Member' },
  facility: null,
});

function renderCards(count: number, hasMore: boolean, onLoadMore = vi.fn()) {
  renderUi(
    <MemoryRouter>
      <AuditCards
        title="Events"
        events={Array.from({ length: count }, (_, i) => event(i))}
        layout="log"
        hasMore={hasMore}
        onLoadMore={onLoadMore}
      />
    </MemoryRouter>,
  );
  return onLoadMore;
}

const cards = () => within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem');

describe('audit cards', () => {
  it('shows 20 cards at first and 20 more on each Show more events, then no button', async () => {
    const user = userEvent.setup();
    const loadMore = renderCards(25, false);
    expect(cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(cards()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Show more events' })).toBeNull();
    expect(loadMore).not.toHaveBeenCalled();
  });

  it('asks the server for the next batch before the loaded cards run out', async () => {
    const loadMore = renderCards(30, true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more events' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('names the export job and an anonymous role in words, and shows whose record', () => {
    renderCards(1, false);
    const card = cards()[0]!;
    expect(within(card).getByText('Scheduled export')).toBeTruthy();
    expect(within(card).getByText('Not signed in')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Mary Member' })).toBeTruthy();
    expect(within(card).queryByText('Facility')).toBeNull();
  });
  it("says what a record is when it is no one person's (the screener's submissions), and keeps 'No name on record' for an unknown person", () => {
    renderUi(
      <MemoryRouter>
        <AuditCards
          title="Events"
          events={[
            {
              ...event(0),
              action: 'publicSubmission.list',
              member: { id: 'public-submissions', name: null },
            },
            { ...event(1), member: { id: '6f0c9a4e-0000-4000-8000-000000000001', name: null } },
          ]}
          layout="log"
          hasMore={false}
          onLoadMore={vi.fn()}
        />
      </MemoryRouter>,
    );
    const [subject, unknown] = cards();
    expect(within(subject!).getByText('Screener submissions (no one person)')).toBeTruthy();
    expect(within(subject!).queryByText('No name on record')).toBeNull();
    expect(within(subject!).queryByText('public-submissions')).toBeNull();
    expect(within(unknown!).getByText('No name on record')).toBeTruthy();
  });
});

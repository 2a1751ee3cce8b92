// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { writeStoredSession, type StoredSession } from '../lib/auth/session-storage';
import { RestoringScreen } from './restoring-screen';

const mary: StoredSession = { id: 'mary-1', name: 'Mary Member', role: 'Patient' };
const ada: StoredSession = { id: 'ada', name: 'Ada Admin', role: 'Admin' };

function show(path: string, session: StoredSession | null) {
  localStorage.clear();
  if (session) writeStoredSession(session);
  render(
    <MemoryRouter initialEntries={[path]}>
      <RestoringScreen />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('RestoringScreen (a returning visit, while the session is checked)', () => {
  it.each(['/', '/Dashboard/mary-1', '/dashboard/mary-1/'])(
    "shows a member her own dashboard's heading from the session at %s, with a spinner",
    (path) => {
      show(path, mary);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Viewing Mary Member's dashboard");
      expect(screen.getByRole('progressbar')).toBeTruthy();
    },
  );

  it.each<[string, string, StoredSession | null]>([
    ['another member’s dashboard', '/Dashboard/paul-2', mary],
    ['another screen', '/MainReports', mary],
    ['a staff member', '/', ada],
    ['no stored session', '/', null],
  ])('shows only the spinner for %s (no screen is chosen before the check)', (_, path, session) => {
    show(path, session);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});

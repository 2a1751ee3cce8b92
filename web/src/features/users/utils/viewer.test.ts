import { describe, expect, it } from 'vitest';
import { sessionCan } from '../../../lib/auth/session-can';
import type { StoredSession } from '../../../lib/auth/session-storage';
import { viewerCan } from './viewer';

/** A signed-in Volunteer, granted the Researcher permission or not. */
const volunteer = (researcher: boolean): StoredSession => ({
  id: 'v1',
  role: 'Volunteer',
  name: 'Victor Volunteer',
  ...(researcher ? { researcher: true } : {}),
});

describe('the viewer as the policy actor', () => {
  it('carries the Researcher grant, so viewerCan and sessionCan judge a granted Researcher alike', () => {
    expect(viewerCan(volunteer(true), 'research.export')).toBe(true);
    expect(sessionCan(volunteer(true), 'research.export')).toBe(true);
  });

  it('refuses the research export to staff without the grant', () => {
    expect(viewerCan(volunteer(false), 'research.export')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('stored session', () => {
  it('keeps only id, name, role and facility, dropping anything else', () => {
    const storage = memoryStorage();
    const withExtra = {
      id: 'u1',
      name: 'Ada',
      role: 'Patient' as const,
      facilityName: 'Lab',
      answers: { q1: 'private' },
    };
    writeStoredSession(withExtra, storage);
    expect(readStoredSession(storage)).toEqual({
      id: 'u1',
      name: 'Ada',
      role: 'Patient',
      facilityName: 'Lab',
    });
    expect(storage.getItem('circles.session')).not.toContain('private');
  });

  it('treats malformed or unknown-role values as no session', () => {
    const storage = memoryStorage();
    storage.setItem('circles.session', '{not json');
    expect(readStoredSession(storage)).toBeNull();
    storage.setItem('circles.session', JSON.stringify({ id: 'u1', name: 'Ada', role: 'Superuser' }));
    expect(readStoredSession(storage)).toBeNull();
  });

  it('is gone after clearing', () => {
    const storage = memoryStorage();
    writeStoredSession({ id: 'u1', name: 'Ada', role: 'Admin' }, storage);
    clearStoredSession(storage);
    expect(readStoredSession(storage)).toBeNull();
  });
});

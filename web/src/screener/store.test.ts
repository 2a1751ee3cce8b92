import { describe, expect, it } from 'vitest';
import { initialState } from './flow';
import { loadState, saveState } from './store';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe('screener session storage', () => {
  it('restores the answers after a reload', () => {
    const storage = memoryStorage();
    saveState(storage, { ...initialState('a'), page: 4, answers: { household2_size: 2 } });
    const s = loadState(storage, 'reload');
    expect(s?.page).toBe(4);
    expect(s?.answers.household2_size).toBe(2);
  });

  it('starts over on a fresh visit and forgets the old answers', () => {
    const storage = memoryStorage();
    saveState(storage, { ...initialState('a'), answers: { household2_size: 2 } });
    expect(loadState(storage, 'navigate')).toBeUndefined();
    expect(loadState(storage, 'reload')).toBeUndefined();
  });

  it('keeps the report through a reload after a successful submit, and forgets it on a fresh visit', () => {
    const storage = memoryStorage();
    const done = {
      ...initialState('a'),
      page: 10 as const,
      submit: 'done' as const,
      result: { score: 3, level: 'Moderate Risk' as const },
    };
    saveState(storage, done);
    expect(loadState(storage, 'reload')).toEqual(done);
    expect(loadState(storage, 'navigate')).toBeUndefined();
    expect(loadState(storage, 'reload')).toBeUndefined();
  });

  it('turns an interrupted send into a retryable failure with the same id', () => {
    const storage = memoryStorage();
    saveState(storage, { ...initialState('same-id'), submit: 'submitting' });
    const s = loadState(storage, 'back_forward');
    expect(s?.submit).toBe('failed');
    expect(s?.submissionId).toBe('same-id');
  });

  it('ignores unreadable saved data', () => {
    const storage = memoryStorage();
    storage.setItem('circles.screener', '{not json');
    expect(loadState(storage, 'reload')).toBeUndefined();
  });
});

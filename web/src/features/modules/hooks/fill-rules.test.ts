import { describe, expect, it } from 'vitest';
import { Model } from 'survey-core';
import { fillButtons, restartPageIndex } from './fill-rules';

const base = { dirty: false, completeness: 0, completed: false, busy: false };

describe('fill-in buttons', () => {
  it('offers Save only when answers changed', () => {
    expect(fillButtons(base).save).toBe(false);
    expect(fillButtons({ ...base, dirty: true }).save).toBe(true);
  });

  it('offers Mark Complete only at completeness 100', () => {
    expect(fillButtons({ ...base, completeness: 99 }).markComplete).toBe(false);
    expect(fillButtons({ ...base, completeness: 100 }).markComplete).toBe(true);
  });

  it('offers no answer write on a completed module, and nothing while a call runs', () => {
    const done = fillButtons({ ...base, dirty: true, completeness: 100, completed: true });
    expect([done.save, done.markComplete, done.restart, done.restore]).toEqual([false, false, false, false]);
    expect(done.refresh).toBe(true);
    const busy = fillButtons({ ...base, dirty: true, completeness: 100, busy: true });
    expect(Object.values(busy).some(Boolean)).toBe(false);
  });
});

describe('restart page', () => {
  const json = {
    pages: [
      { name: 'p1', elements: [{ type: 'text', name: 'a' }] },
      { name: 'p2', elements: [{ type: 'text', name: 'b' }] },
      { name: 'p3', elements: [{ type: 'text', name: 'c' }] },
    ],
  };

  it('goes to the page after the last fully answered one', () => {
    const model = new Model(json);
    expect(restartPageIndex(model)).toBe(0);
    model.data = { a: 'x' };
    expect(restartPageIndex(model)).toBe(1);
    model.data = { a: 'x', b: 'y' };
    expect(restartPageIndex(model)).toBe(2);
    model.data = { a: 'x', b: 'y', c: 'z' };
    expect(restartPageIndex(model)).toBe(2);
  });
});

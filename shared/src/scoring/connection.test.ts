import { describe, expect, it } from 'vitest';
import { communityConnection, connectionLabel } from './connection';

describe('communityConnection', () => {
  it('is null when nothing is answered', () => {
    expect(communityConnection([])).toBeNull();
    expect(communityConnection([999, 999, '4'])).toBeNull();
  });
  it('divides the sum by ten when all ten are answered', () => {
    expect(communityConnection([5, 5, 5, 5, 5, 4, 4, 4, 4, 4])).toEqual({ score: 4.5, label: 'Good' });
    expect(communityConnection([0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toEqual({ score: 0, label: 'Poor' });
  });
  it('averages only the answered frequencies', () => {
    expect(communityConnection([5, 999, 4, undefined])).toEqual({ score: 4.5, label: 'Good' });
    expect(communityConnection([1, 2, 2])).toEqual({ score: 1.67, label: 'Poor' });
  });
  it.each([
    [4.51, 'Excellent'],
    [4.5, 'Good'],
    [3.51, 'Good'],
    [3.5, 'Normal'],
    [2, 'Normal'],
    [1.99, 'Poor'],
  ])('labels %s as %s', (score, label) => {
    expect(connectionLabel(score)).toBe(label);
  });
});

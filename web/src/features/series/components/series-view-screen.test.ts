import { describe, expect, it } from 'vitest';
import { chapterFillPath } from './series-view-screen';

describe('chapterFillPath', () => {
  it('sends each role to its own fill-in pages (spec 001 §2.7)', () => {
    expect(chapterFillPath('Admin', 'm1')).toBe('/administration/booklets/user/edit/m1');
    expect(chapterFillPath('Coordinator', 'm1')).toBe('/staff/booklets/user/edit/m1');
    expect(chapterFillPath('Volunteer', 'm1')).toBe('/staff/booklets/user/edit/m1');
    expect(chapterFillPath('Patient', 'm1')).toBe('/client/booklets/user/edit/m1');
  });

  it('encodes the module id into one path segment', () => {
    expect(chapterFillPath('Patient', 'a/b')).toBe('/client/booklets/user/edit/a%2Fb');
  });
});

import { describe, expect, it } from 'vitest';
import { areaPrefix } from './area-prefix';

describe('areaPrefix', () => {
  it.each([
    ['Admin', '/administration'],
    ['Coordinator', '/staff'],
    ['Volunteer', '/staff'],
    ['Patient', '/client'],
  ] as const)('opens %s’s pages under %s', (role, prefix) => {
    expect(areaPrefix(role)).toBe(prefix);
  });
});

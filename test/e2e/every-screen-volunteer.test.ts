import { describe, expect, it } from 'vitest';
import { ROLE_SCREENS_TIMEOUT, roleScreenProblems, useScreens } from './every-screen-kit';

/* Every screen a Volunteer may use, at a phone and a laptop width (issue 20; see every-screen-kit.ts). */
const screens = useScreens();

describe('every screen at a phone and a laptop width (issue 20)', () => {
  it(
    'opens every route a Volunteer may use without sideways scrolling, errors, failed requests or axe violations',
    async () => {
      expect(await roleScreenProblems(screens, 'Volunteer')).toEqual([]);
    },
    ROLE_SCREENS_TIMEOUT,
  );
});

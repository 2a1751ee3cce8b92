import { describe, expect, it } from 'vitest';
import { ROLE_SCREENS_TIMEOUT, roleScreenProblems, useScreens } from './every-screen-kit';

/* Every screen a Volunteer may use, in French (issue 25 item 3; see every-screen-kit.ts). */
const screens = useScreens();

describe('every screen in French at a phone and a laptop width (issue 25)', () => {
  it(
    'opens every route a Volunteer may use in French, with no English text of the catalogue and the same checks as in English',
    async () => {
      expect(await roleScreenProblems(screens, 'Volunteer', 'fr')).toEqual([]);
    },
    ROLE_SCREENS_TIMEOUT,
  );
});

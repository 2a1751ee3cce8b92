// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TrustedPerson } from '@circles/shared/reports/round';
import { renderUi } from '../../../test/render-ui';
import { asPhone } from '../../../test/phone';
import { CommunityCircle } from './community-circle';

const people: TrustedPerson[] = [
  { name: 'Ann', relation: 'Family', frequency: 1 },
  { name: 'Lee', relation: 'Neighbour', frequency: 3 },
  { name: 'Jo', relation: 'Other', frequency: 5 },
];

/** Whether `node` sits inside the block hidden from the eye (read only by screen readers). */
const hiddenFromEye = (node: Element) => node.closest('[data-visually-hidden]') !== null;

describe('CommunityCircle', () => {
  it('keeps the table of the people for screen readers only beside the full-size diagram', () => {
    renderUi(<CommunityCircle people={people} />);
    expect(screen.getByRole('img')).toBeTruthy();
    expect(hiddenFromEye(screen.getByRole('table'))).toBe(true);
  });

  it('on a phone, where the diagram shrinks until its names cannot be read, shows the table too', () => {
    const phone = asPhone();
    try {
      renderUi(<CommunityCircle people={people} />);
      expect(screen.getByRole('img')).toBeTruthy();
      const table = screen.getByRole('table');
      expect(hiddenFromEye(table)).toBe(false);
      expect(screen.getByRole('cell', { name: 'Lee' })).toBeTruthy();
    } finally {
      phone.mockRestore();
    }
  });
});

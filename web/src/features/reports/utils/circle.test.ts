import { describe, expect, it } from 'vitest';
import type { TrustedPerson } from '@circles/shared/reports/round';
import { circleLayout, PERSON_RADIUS, ringOf, ringRadius, visibleContacts } from './circle';

const person = (name: string, frequency: number, relation: TrustedPerson['relation'] = 'Family') => ({
  name,
  relation,
  frequency,
});

describe('community circle', () => {
  it('skips contacts with a blank name or the frequency Never', () => {
    const people = [person('Ann', 5), person('  ', 4), person('Sam', 0), person('Lee', 999, 'Other')];
    expect(visibleContacts(people).map((p) => p.name)).toEqual(['Ann', 'Lee']);
    expect(visibleContacts(999)).toEqual([]);
    expect(visibleContacts(undefined)).toEqual([]);
  });

  it('places daily contacts on the innermost ring and yearly ones on the fifth', () => {
    expect([5, 4, 3, 2, 1, 999].map(ringOf)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('draws every person as a circle of radius 35 at the distance of their ring', () => {
    const layout = circleLayout([person('Ann', 5), person('Sam', 3, 'Friend'), person('Jo', 0)]);
    expect(PERSON_RADIUS).toBe(35);
    expect(layout.nodes.map((n) => n.person.name)).toEqual(['Ann', 'Sam']);
    for (const node of layout.nodes) {
      const distance = Math.hypot(node.x - layout.centre, node.y - layout.centre);
      expect(distance).toBeCloseTo(ringRadius(node.ring), 0);
    }
    expect(layout.nodes.map((n) => [n.group, n.frequency])).toEqual([
      ['Family', 'Daily'],
      ['Friends', 'Monthly'],
    ]);
    expect(layout.rings.map((r) => r.label)).toEqual(['Daily', 'Weekly', 'Monthly']);
    expect(layout.size).toBe(2 * (ringRadius(3) + 35 + 8));
  });

  it('keeps people on one ring apart', () => {
    const layout = circleLayout(['A', 'B', 'C', 'D', 'E', 'F'].map((n) => person(n, 5)));
    const [a, b] = layout.nodes;
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThan(2 * PERSON_RADIUS);
  });
});

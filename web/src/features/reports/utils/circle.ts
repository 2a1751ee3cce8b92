import type { TrustedPerson } from '@circles/shared/reports/round';
import type { Relation } from '@circles/shared/reports/fields';
import { frequencyLabel } from '@circles/shared/scoring/frequency';
import { msg, type ReportsMessageKey } from '@circles/shared/messages/reports';
import type { MISSING } from '@circles/shared/scoring/values';

/** Radius of every person's circle (spec 000 §9). */
export const PERSON_RADIUS = 35;
/** Radius of the innermost ring (daily contact) and the gap between rings. */
const FIRST_RING = 110;
const RING_GAP = 80;
const MARGIN = 8;

const relationKey: Record<Relation, ReportsMessageKey> = {
  Family: 'reports.circle.family',
  Friend: 'reports.circle.friends',
  Neighbour: 'reports.circle.neighbours',
  Other: 'reports.circle.others',
};

/** The group a relation is shown under: Family, Friends, Neighbours or Others. */
export function relationGroup(relation: Relation): string {
  return msg(relationKey[relation]);
}

/**
 * The people the diagram and its table show (spec 000 §5): rows with a blank name or the frequency
 * Never are skipped. The engine already drops them; the screens check again, as a stored payload may
 * come from an older engine.
 */
export function visibleContacts(
  people: readonly TrustedPerson[] | typeof MISSING | undefined,
): TrustedPerson[] {
  if (people === undefined || typeof people === 'number') return [];
  return people.filter((p) => typeof p.name === 'string' && p.name.trim() !== '' && p.frequency !== 0);
}

/** The ring of a frequency: Daily (5) innermost … Yearly (1) fifth; an unknown frequency sits outside. */
export function ringOf(frequency: number): number {
  return frequency >= 1 && frequency <= 5 ? 6 - frequency : 6;
}

/** One person placed in the diagram. */
export interface CircleNode {
  person: TrustedPerson;
  group: string;
  frequency: string;
  ring: number;
  x: number;
  y: number;
}

/** A drawn ring with the frequency it stands for. */
export interface CircleRing {
  ring: number;
  radius: number;
  label: string;
}

/** The laid-out diagram: a square of `size` with the member at its centre. */
export interface CircleLayout {
  size: number;
  centre: number;
  rings: CircleRing[];
  nodes: CircleNode[];
}

export function ringRadius(ring: number): number {
  return FIRST_RING + (ring - 1) * RING_GAP;
}

/**
 * Lays the community circle out (spec 000 §1, §9): the member in the middle, each person a circle of
 * radius 35 on the ring of how often they are in contact, so closeness shows frequency (Decision: the
 * spec fixes the radius at 35, so "sized by contact frequency" is read as distance from the centre).
 * People on one ring are spread evenly around it, most frequent rings first; the size depends only on
 * the data, never on the viewport, so the diagram prints as it shows.
 */
export function circleLayout(people: readonly TrustedPerson[]): CircleLayout {
  const shown = visibleContacts(people);
  const used = [...new Set(shown.map((p) => ringOf(p.frequency)))].sort((a, b) => a - b);
  const outer = used.at(-1) ?? 1;
  const centre = ringRadius(outer) + PERSON_RADIUS + MARGIN;
  const rings: CircleRing[] = Array.from({ length: outer }, (_, i) => i + 1).map((ring) => ({
    ring,
    radius: ringRadius(ring),
    label: ring === 6 ? msg('reports.notAnswered') : (frequencyLabel(6 - ring) ?? ''),
  }));
  const nodes = used.flatMap((ring) => {
    const onRing = shown.filter((p) => ringOf(p.frequency) === ring);
    // Nobody sits straight above the centre, where the ring's label is; every other ring turns by a
    // further half step so people on neighbouring rings do not line up.
    const step = (2 * Math.PI) / onRing.length;
    const offset = -Math.PI / 2 + step / 2 + (ring % 2 === 0 ? step / 4 : 0);
    return onRing.map((person, i) => {
      const angle = offset + (2 * Math.PI * i) / onRing.length;
      return {
        person,
        group: relationGroup(person.relation),
        frequency: frequencyLabel(person.frequency) ?? msg('reports.notAnswered'),
        ring,
        x: Math.round((centre + ringRadius(ring) * Math.cos(angle)) * 10) / 10,
        y: Math.round((centre + ringRadius(ring) * Math.sin(angle)) * 10) / 10,
      };
    });
  });
  return { size: centre * 2, centre, rings, nodes };
}

import { svg } from './dom';
import type { ScreenerResult } from './flow';

export const riskLevels: readonly ScreenerResult['level'][] = [
  'Lowest Risk',
  'Some Risk',
  'Moderate Risk',
  'High Risk',
];
/** Segment colours, green to red, each with a dark outline so the meter reads without colour too. */
const colours = ['#2e7d32', '#f9a825', '#ef6c00', '#c62828'];

function polar(cx: number, cy: number, r: number, angle: number): [number, number] {
  return [cx + r * Math.cos(angle), cy - r * Math.sin(angle)];
}

/**
 * The risk meter as an SVG image: four half-circle segments (Lowest to High Risk) and a needle on the
 * person's level. `label` is its text equivalent (role img + title), also shown as text beside it.
 */
export function riskMeter(level: ScreenerResult['level'], label: string): SVGElement {
  const cx = 110;
  const cy = 110;
  const segments = riskLevels.map((_, i) => {
    const a0 = Math.PI - (i * Math.PI) / 4;
    const a1 = Math.PI - ((i + 1) * Math.PI) / 4;
    const [x0, y0] = polar(cx, cy, 90, a0);
    const [x1, y1] = polar(cx, cy, 90, a1);
    const [x2, y2] = polar(cx, cy, 55, a1);
    const [x3, y3] = polar(cx, cy, 55, a0);
    const d = `M${x0} ${y0} A90 90 0 0 1 ${x1} ${y1} L${x2} ${y2} A55 55 0 0 0 ${x3} ${y3} Z`;
    return svg('path', { d, fill: colours[i] ?? '#000', stroke: '#fff', 'stroke-width': 2 });
  });
  const index = riskLevels.indexOf(level);
  const [nx, ny] = polar(cx, cy, 80, Math.PI - ((index + 0.5) * Math.PI) / 4);
  return svg(
    'svg',
    {
      viewBox: '0 0 220 125',
      role: 'img',
      'aria-labelledby': 'meter-title',
      class: 'meter',
      width: 220,
      height: 125,
    },
    svg('title', { id: 'meter-title' }, label),
    ...segments,
    svg('line', {
      x1: cx,
      y1: cy,
      x2: nx,
      y2: ny,
      stroke: '#1a1a1a',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
    svg('circle', { cx, cy, r: 8, fill: '#1a1a1a' }),
  );
}

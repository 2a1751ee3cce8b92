import { useId } from 'react';
import type { RiskLevel } from '@circles/shared/scoring/screener';
import { msg } from '@circles/shared/messages/screener';

const LEVELS: readonly RiskLevel[] = ['Lowest Risk', 'Some Risk', 'Moderate Risk', 'High Risk'];
/** Green to red, each segment outlined so the meter reads without colour too. */
const COLOURS = ['#2e7d32', '#f9a825', '#ef6c00', '#c62828'];

function polar(r: number, angle: number): [number, number] {
  return [110 + r * Math.cos(angle), 110 - r * Math.sin(angle)];
}

function arc(i: number): string {
  const a0 = Math.PI - (i * Math.PI) / 4;
  const a1 = Math.PI - ((i + 1) * Math.PI) / 4;
  const [x0, y0] = polar(90, a0);
  const [x1, y1] = polar(90, a1);
  const [x2, y2] = polar(55, a1);
  const [x3, y3] = polar(55, a0);
  const f = (n: number) => n.toFixed(1);
  return `M${f(x0)} ${f(y0)} A90 90 0 0 1 ${f(x1)} ${f(y1)} L${f(x2)} ${f(y2)} A55 55 0 0 0 ${f(x3)} ${f(y3)} Z`;
}

/**
 * The social screener's risk meter (spec 000 §4): four segments from Lowest to High Risk and a needle
 * on the member's level, one picture per level; its accessible name gives the level and score in words.
 */
export function RiskMeter({ level, score }: { level: RiskLevel; score: number }) {
  const titleId = useId();
  const index = LEVELS.indexOf(level);
  const [nx, ny] = polar(80, Math.PI - ((index + 0.5) * Math.PI) / 4);
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 220 125"
      width={220}
      height={125}
      data-level={level}
    >
      <title id={titleId}>{msg('screener.report.meter', { level, score })}</title>
      {LEVELS.map((l, i) => (
        <path key={l} d={arc(i)} fill={COLOURS[i]} stroke="#ffffff" strokeWidth={2} />
      ))}
      <line
        x1={110}
        y1={110}
        x2={nx.toFixed(1)}
        y2={ny.toFixed(1)}
        stroke="#1a1a1a"
        strokeWidth={5}
        strokeLinecap="round"
      />
      <circle cx={110} cy={110} r={8} fill="#1a1a1a" />
    </svg>
  );
}

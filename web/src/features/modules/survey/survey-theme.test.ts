import { describe, expect, it } from 'vitest';
import { theme } from '../../../config/theme';
import { surveyThemeFrom } from './survey-theme';

type Rgba = [number, number, number, number];

/** `#rgb`, `#rrggbb`, `rgb(…)` or `rgba(…)` as [r, g, b, alpha]. */
function parse(colour: string): Rgba {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour.trim());
  if (short) return parse(`#${short[1]!.repeat(2)}${short[2]!.repeat(2)}${short[3]!.repeat(2)}`);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim());
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16), 1];
  const fn = /^rgba?\(([^)]+)\)$/.exec(colour.trim());
  if (!fn) throw new Error(`not a colour: ${colour}`);
  const [r = 0, g = 0, b = 0, a = 1] = fn[1]!.split(',').map((p) => Number(p.trim()));
  return [r, g, b, a];
}

/** `top` drawn over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top;
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("the module runner's SurveyJS theme", () => {
  it('outlines radio and checkbox circles (and text inputs) with at least 3:1 against the page and their fill (WCAG 2.2 1.4.11)', () => {
    const vars = surveyThemeFrom(theme).cssVariables;
    // SurveyJS draws the unchecked decorator as its fill plus the inner shadow: the shadow is the outline.
    const ring = /inset\s+0(?:px)?\s+0(?:px)?\s+0(?:px)?\s+(\d+(?:\.\d+)?)px\s+(.+)$/.exec(
      vars['--sjs-shadow-inner'] ?? '',
    );
    expect(ring, vars['--sjs-shadow-inner']).not.toBeNull();
    expect(Number(ring![1])).toBeGreaterThanOrEqual(1);
    const page = parse(vars['--sjs-general-backcolor']!);
    const fill = over(parse(vars['--sjs-general-backcolor-dim-light']!), page);
    const outline = over(parse(ring![2]!), fill);
    expect(contrast(outline, page)).toBeGreaterThanOrEqual(3);
    expect(contrast(outline, fill)).toBeGreaterThanOrEqual(3);
  });

  it('fills a checked circle in a colour of at least 3:1 against the page', () => {
    const vars = surveyThemeFrom(theme).cssVariables;
    const page = parse(vars['--sjs-general-backcolor']!);
    expect(contrast(over(parse(vars['--sjs-primary-backcolor']!), page), page)).toBeGreaterThanOrEqual(3);
  });
});

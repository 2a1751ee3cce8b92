import { describe, expect, it } from 'vitest';
import {
  chapterSelectionRule,
  EXPORT_DEFAULTS,
  exportChaptersBodySchema,
  exportNumber,
  exportSettings,
  MODULE_PAGE,
} from './export-settings';

describe('export dialog defaults (spec 001 §2.11, §9)', () => {
  it('is A4 at 14 pt with margins 10/10/18/10 when nothing is given', () => {
    expect(exportSettings()).toEqual({
      widthMm: 210,
      heightMm: 297,
      margins: { left: 10, right: 10, top: 18, bottom: 10 },
      fontPt: 14,
    });
    expect(exportSettings({})).toEqual(EXPORT_DEFAULTS);
  });

  it('prints a module from its page on A4 at 14 pt', () => {
    expect(MODULE_PAGE).toMatchObject({ widthMm: 210, heightMm: 297, fontPt: 14 });
  });
});

describe('export dialog numbers', () => {
  it('takes whole numbers, typed or as the text of an input', () => {
    expect(
      exportSettings({ width: 148, height: '210', fontSize: '12', marginLeft: 5, marginTop: '0' }),
    ).toEqual({
      widthMm: 148,
      heightMm: 210,
      margins: { left: 5, right: 10, top: 0, bottom: 10 },
      fontPt: 12,
    });
  });

  it('falls back to the default for a value that is not a whole number', () => {
    for (const bad of [12.5, '12.5', 'abc', '', ' ', Number.NaN, Infinity, null, true, {}, []]) {
      const page = exportSettings({ width: bad, height: bad, fontSize: bad, marginBottom: bad });
      expect(page.widthMm, JSON.stringify(bad)).toBe(210);
      expect(page.heightMm, JSON.stringify(bad)).toBe(297);
      expect(page.fontPt, JSON.stringify(bad)).toBe(14);
      expect(page.margins.bottom, JSON.stringify(bad)).toBe(10);
    }
  });

  it('holds width and height to at least 1', () => {
    const page = exportSettings({ width: 0, height: -40 });
    expect(page.widthMm).toBe(1);
    expect(page.heightMm).toBe(1);
  });

  it('clamps sizes, fonts and margins to their bounds', () => {
    expect(exportNumber(29_700, 297, 1, 1189)).toBe(1189);
    expect(exportSettings({ fontSize: 2 }).fontPt).toBe(6);
    expect(exportSettings({ fontSize: 400 }).fontPt).toBe(72);
    expect(exportSettings({ marginLeft: -3 }).margins.left).toBe(0);
  });

  it('drops margins on an axis to 0 when they leave no room on the page', () => {
    expect(exportSettings({ width: 20 }).margins).toEqual({ left: 0, right: 0, top: 18, bottom: 10 });
    expect(exportSettings({ height: 28 }).margins).toEqual({ left: 10, right: 10, top: 0, bottom: 0 });
    expect(exportSettings({ width: 21 }).margins).toMatchObject({ left: 10, right: 10 });
  });
});

describe('chapter selection', () => {
  it('refuses an export without a chapter with the spec error', () => {
    expect(chapterSelectionRule([])).toBe('Unable export chapter(s). Please refresh and try again.');
    expect(chapterSelectionRule(['a'])).toBeUndefined();
  });

  it('parses a request into unique chapters and a page setup', () => {
    const parsed = exportChaptersBodySchema.parse({
      chapterIds: ['a', 'b', 'a'],
      width: '148.5',
      fontSize: 16,
    });
    expect(parsed).toEqual({
      chapterIds: ['a', 'b'],
      page: { ...EXPORT_DEFAULTS, fontPt: 16 },
    });
  });

  it('answers the spec error on the chapters field when none is selected', () => {
    const result = exportChaptersBodySchema.safeParse({ chapterIds: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ['chapterIds'], message: 'Unable export chapter(s). Please refresh and try again.' },
    ]);
  });

  it('refuses malformed chapter ids', () => {
    expect(exportChaptersBodySchema.safeParse({ chapterIds: ['a b'] }).success).toBe(false);
    expect(exportChaptersBodySchema.safeParse({}).success).toBe(false);
  });
});

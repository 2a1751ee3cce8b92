import { describe, expect, it } from 'vitest';
import { exportSettings, MODULE_PAGE } from './export-settings';
import { PDF_REPORT_KINDS } from '../schemas/pdf';
import { printPageSetup, REPORT_PAGE } from './print-payload';

const printModule = { id: 'm1', name: 'Module', surveyJSON: {}, answers: {} };

describe('the page each print kind uses', () => {
  it('prints a module on A4 at 14 pt', () => {
    expect(printPageSetup('module', { module: printModule })).toBe(MODULE_PAGE);
  });

  it('prints chapters on the page the export dialog gave', () => {
    const page = exportSettings({ width: 148, height: 210, fontSize: 12 });
    expect(printPageSetup('chapters', { title: 'Series', chapters: [printModule], page })).toBe(page);
  });

  it('prints every report on A4 with 10 mm margins', () => {
    for (const kind of PDF_REPORT_KINDS) {
      expect(printPageSetup(kind, { report: {} })).toBe(REPORT_PAGE);
    }
    expect(REPORT_PAGE).toMatchObject({ widthMm: 210, heightMm: 297, margins: { left: 10, top: 10 } });
  });
});

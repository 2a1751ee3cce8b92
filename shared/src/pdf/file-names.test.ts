import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  completedReportFileName,
  exportFileName,
  exportTimestamp,
  fileNamePart,
  reportFileName,
} from './file-names';

describe('report download names (spec 000 §9)', () => {
  it('names the dashboard and the screener report screener_report.pdf', () => {
    expect(reportFileName('dashboard')).toBe('screener_report.pdf');
    expect(reportFileName('screener')).toBe('screener_report.pdf');
  });

  it('names the Community Connections report cc_report.pdf and both Quality of Life reports QL_report.pdf', () => {
    expect(reportFileName('cc')).toBe('cc_report.pdf');
    expect(reportFileName('qofl')).toBe('QL_report.pdf');
    expect(reportFileName('qoflShort')).toBe('QL_report.pdf');
  });

  it('names a completed report by its date, the series name with underscores and _report.pdf', () => {
    expect(completedReportFileName('2026-03-02T14:05:00.000Z', 'Quality of Life - Short')).toBe(
      '2026-03-02_Quality_of_Life_-_Short_report.pdf',
    );
    expect(completedReportFileName('2026-03-02', 'Community Connections')).toBe(
      '2026-03-02_Community_Connections_report.pdf',
    );
  });

  it('keeps a completed report name valid when the date or the name is empty', () => {
    expect(completedReportFileName('', 'Quality Life Series')).toBe('Quality_Life_Series_report.pdf');
    expect(completedReportFileName('2026-03-02', '  ')).toBe('2026-03-02_report.pdf');
  });
});

describe('file name parts', () => {
  it('turns whitespace runs into one underscore and trims them', () => {
    expect(fileNamePart('  Social   Health\tScreener - NEW ')).toBe('Social_Health_Screener_-_NEW');
  });

  it('drops characters a file system refuses and keeps accented letters', () => {
    expect(fileNamePart('Qualité: a/b\\c*?"<>|\u0007 vie')).toBe('Qualité_abc_vie');
    expect(fileNamePart('__a__ _b_')).toBe('a_b');
  });
});

describe('module and chapter export names (spec 001 §2.11)', () => {
  const at = new Date('2026-11-23T04:05:06.789Z');

  it('writes the timestamp as compact UTC ISO 8601', () => {
    expect(exportTimestamp(at)).toBe('20261123T040506Z');
  });

  it('joins the timestamp, the id and the name', () => {
    expect(exportFileName(at, '01JD3Q6Z8K', 'My Health Today')).toBe(
      '20261123T040506Z_01JD3Q6Z8K_My_Health_Today.pdf',
    );
  });

  it('leaves out an empty name instead of a trailing underscore', () => {
    expect(exportFileName(at, 'abc', ' / ')).toBe('20261123T040506Z_abc.pdf');
  });
});

describe('the download header', () => {
  it('gives an ASCII filename and the exact UTF-8 name', () => {
    expect(attachmentDisposition('2026_Qualité_(vie)_report.pdf')).toBe(
      `attachment; filename="2026_Qualit__(vie)_report.pdf"; filename*=UTF-8''2026_Qualit%C3%A9_%28vie%29_report.pdf`,
    );
  });

  it('never lets a quote or a backslash end the quoted name', () => {
    expect(attachmentDisposition('a"b\\c.pdf')).toContain('filename="a_b_c.pdf"');
  });
});

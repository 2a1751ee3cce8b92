// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { exportSettings } from '@circles/shared/pdf/export-settings';
import type { PrintModule } from '@circles/shared/pdf/print-payload';
import { PDF_REPORT_KINDS } from '@circles/shared/schemas/pdf';
import { printView } from './kinds';
import { ChaptersPrint, ModulePrint } from './module-print';
import { applyPageSetup } from './page-setup';

afterEach(cleanup);

const module = (id: string, name: string, answers: Record<string, unknown>): PrintModule => ({
  id,
  name,
  completeness: 50,
  answers,
  surveyJSON: {
    pages: [
      {
        name: 'p1',
        title: 'Your week',
        elements: [
          { type: 'text', name: 'walks', title: 'How many walks?' },
          { type: 'comment', name: 'notes', title: 'Anything else?' },
          {
            type: 'matrixdynamic',
            name: 'people',
            title: 'People',
            columns: [{ name: 'who', title: 'Who', cellType: 'text' }],
          },
        ],
      },
    ],
  },
});

describe('the module export page', () => {
  it('shows the module read-only: headings, questions, answers and the unanswered ones', () => {
    render(
      <ModulePrint
        payload={{
          memberName: 'Mary Member',
          module: module('m1', 'My Week', { walks: 3, people: [{ who: 'Ann' }] }),
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Week' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your week' })).toBeTruthy();
    expect(screen.getByText('Member: Mary Member')).toBeTruthy();
    expect(screen.getByText('Completeness: 50%')).toBeTruthy();
    expect(screen.getByText('How many walks?').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Anything else?').nextSibling?.textContent).toBe('Not answered');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Who' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Ann' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says an empty module is empty', () => {
    render(
      <ModulePrint
        payload={{ module: { id: 'e', name: 'Empty', answers: {}, surveyJSON: { pages: [] } } }}
      />,
    );
    expect(screen.getByText('Chapter survey is empty.')).toBeTruthy();
    expect(screen.queryByText(/^Member:/)).toBeNull();
  });

  it('prints chapters under the series title, each as its own chapter', () => {
    const { container } = render(
      <ChaptersPrint
        payload={{
          title: 'Community Connections',
          chapters: [module('a', 'First', {}), module('b', 'Second', {})],
          page: exportSettings(),
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Community Connections' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'First',
      'Second',
    ]);
    expect(container.querySelectorAll('.print-chapter')).toHaveLength(2);
  });
});

describe('the print kinds', () => {
  it('has views for module and chapter exports and for every report kind, none for an unknown kind', () => {
    expect(printView('module')).toBe(ModulePrint);
    expect(printView('chapters')).toBe(ChaptersPrint);
    for (const kind of PDF_REPORT_KINDS) expect(printView(kind), kind).toBeTypeOf('function');
    expect(printView('toString' as 'module')).toBeUndefined();
  });
});

describe('the page setup', () => {
  it('writes the @page rule and the body text size once per document', () => {
    applyPageSetup(exportSettings({ width: 148, height: 210, fontSize: 12 }));
    applyPageSetup(exportSettings({ width: 148, height: 210, fontSize: 12, marginTop: 5 }));
    const rules = document.querySelectorAll('#print-page-setup');
    expect(rules).toHaveLength(1);
    expect(rules[0]?.textContent).toBe('@page { size: 148mm 210mm; margin: 5mm 10mm 10mm 10mm; }');
    expect(document.documentElement.style.getPropertyValue('--print-font')).toBe('12pt');
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderUi } from '../../../test/render-ui';
import { DashboardPrint } from '../../../print/report-print';
import { printView } from '../../../print/kinds';
import { FLAGGED_ANSWERS, NO_FLAG_ANSWERS, samplePayload } from '../testing/sample-reports';
import { DashboardReportArea } from './dashboard-report-area';

const EMAIL = 'connector@circles.example.org';
const SECTIONS = [
  'Goals',
  'Interests',
  'Health Alert',
  'Personal Well-Being',
  'Availability of Support',
  'Loneliness',
  'Advice',
  'Community Circle',
];

describe("the dashboard's report area", () => {
  it('shows the eight tiles, the wellness gauge with its label and the screener sections of the round given', () => {
    const payload = samplePayload('Social Health Screener - NEW', [0, 1], {
      0: FLAGGED_ANSWERS,
      1: NO_FLAG_ANSWERS,
    });
    const view = renderUi(<DashboardReportArea payload={payload} round={0} connectorEmail={EMAIL} />);
    const tiles = screen.getAllByRole('listitem').slice(0, 8);
    [
      'Health',
      'Mental Health',
      'Well-Being',
      'Loneliness',
      'Isolation',
      'Social Support',
      'Community Participation',
      'Goal Progress',
    ].forEach((name, i) => expect(tiles[i]!.textContent).toMatch(new RegExp(`^${name}(\\d|Not Available)`)));
    // The 8-level wellness gauge under its title.
    expect(screen.getByText('Wellness Score')).toBeTruthy();
    expect(view.container.querySelectorAll('svg[role="img"] path[data-lit]')).toHaveLength(8);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(SECTIONS);
    // Round 0 has the flags, round 1 none: the area shows the round it is given.
    const alert = screen.getByRole('region', { name: 'Health Alert' });
    expect(within(alert).queryByText('No Red Flags')).toBeNull();
    view.rerender(<DashboardReportArea payload={payload} round={1} connectorEmail={EMAIL} />);
    expect(
      within(screen.getByRole('region', { name: 'Health Alert' })).getByText('No Red Flags'),
    ).toBeTruthy();
  });

  it('keeps each part whole on a printed page', () => {
    const view = renderUi(
      <DashboardReportArea
        payload={samplePayload('Social Health Screener - NEW')}
        round={0}
        connectorEmail={EMAIL}
      />,
    );
    const blocks = view.container.querySelectorAll('.report-block');
    // The tiles, the gauge and the eight sections.
    expect(blocks.length).toBeGreaterThanOrEqual(10);
  });
});

describe("the dashboard's print view (kind 'dashboard')", () => {
  it('prints the member, the round and the same report area, not the screener report', () => {
    expect(printView('dashboard')).toBe(DashboardPrint);
    const report = samplePayload('Social Health Screener - NEW', [0, 1], { 1: NO_FLAG_ANSWERS });
    renderUi(<DashboardPrint payload={{ report, memberName: 'Mary Member', connectorEmail: EMAIL }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Viewing Mary Member's dashboard");
    expect(screen.getByText('Round 2 (2026-02-15)')).toBeTruthy();
    // The same sections (Advice only when the round has advice).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      SECTIONS.filter((t) => t !== 'Advice' || report.advice[1]!.length > 0),
    );
    expect(screen.getByText('No Red Flags')).toBeTruthy();
    expect(screen.queryByText('Results')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

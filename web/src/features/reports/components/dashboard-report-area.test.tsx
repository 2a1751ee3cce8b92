// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderUi } from '../../../test/render-ui';
import { DashboardPrint } from '../../../print/report-print';
import { printView } from '../../../print/kinds';
import { FLAGGED_ANSWERS, NO_FLAG_ANSWERS, sampleDashboard, samplePayload } from '../testing/sample-reports';
import { DashboardReportArea } from './dashboard-report-area';

const EMAIL = 'connector@circles.example.org';
const SECTIONS = [
  'Social Risk',
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

const HIGH_RISK = {
  household2_size: 0,
  community_activity_participate: 0,
  life_satisfaction2: 2,
  local_community_belonging: 0,
  lack_companionship: 2,
  feel_leftout: 0,
  feel_isolated: 0,
};

/** The text of each tile (li of the tiles list), by its data-tile name. */
function tileTexts(container: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...container.querySelectorAll('[data-tile]')].map((t) => [t.getAttribute('data-tile'), t.textContent]),
  );
}

describe("the dashboard's latest figures (issue 20)", () => {
  it("each tile says which series and date its figure comes from; 'Not Available' only where no round has it", () => {
    // Community Connections in January, the screener (only the loneliness tile) in February.
    const payload = sampleDashboard([
      { series: 'Community Connections' },
      { series: 'Social Health Screener - NEW', changes: { lack_companionship: 1 } },
    ]);
    const view = renderUi(<DashboardReportArea payload={payload} round={0} connectorEmail={EMAIL} />);
    const tiles = tileTexts(view.container);
    expect(Object.keys(tiles)).toHaveLength(8);
    for (const [name, text] of Object.entries(tiles)) {
      expect(text, name).not.toContain('Not Available');
      expect(text, name).toContain(
        name === 'loneliness'
          ? 'From Social Health Screener - NEW, 2026-02-15'
          : 'From Community Connections, 2026-01-15',
      );
    }
    // The gauge: the average of the eight tiles shown, a score and its label.
    const gauge = screen.getByRole('img', { name: /^Wellness score \d/ });
    expect(gauge).toBeTruthy();
    expect(screen.getByText('The average of the eight tiles.')).toBeTruthy();

    view.rerender(
      <DashboardReportArea
        payload={sampleDashboard([{ series: 'Social Health Screener - NEW' }])}
        round={0}
        connectorEmail={EMAIL}
      />,
    );
    const only = tileTexts(view.container);
    expect(
      Object.entries(only)
        .filter(([, t]) => t.includes('Not Available'))
        .map(([n]) => n),
    ).toHaveLength(7);
    expect(only.health).not.toContain('From');
    expect(screen.queryByText('The average of the eight tiles.')).toBeNull();
  });

  it('names the series and date of every section: goals and circle from one series, well-being from another', () => {
    const payload = sampleDashboard([
      { series: 'Community Connections' },
      { series: 'Quality of Life - Short' },
    ]);
    renderUi(<DashboardReportArea payload={payload} round={0} connectorEmail={EMAIL} />);
    const from = (section: string) =>
      within(screen.getByRole('region', { name: section })).getByText(/^From /).textContent;
    expect(from('Goals')).toBe('From Community Connections, 2026-01-15');
    expect(from('Interests')).toBe('From Community Connections, 2026-01-15');
    expect(from('Personal Well-Being')).toBe('From Quality of Life - Short, 2026-02-15');
    expect(from('Community Circle')).toBe('From Community Connections, 2026-01-15');
    expect(from('Loneliness')).toBe('From Quality of Life - Short, 2026-02-15');
    expect(within(screen.getByRole('region', { name: 'Goals' })).queryByText('No available data')).toBeNull();
  });

  it("shows the screener's risk with its meter, and a High Risk is a red flag in the Health Alert, never beside 'No Red Flags'", () => {
    const payload = sampleDashboard([
      { series: 'Community Connections', changes: NO_FLAG_ANSWERS },
      { series: 'Social Health Screener - NEW', changes: HIGH_RISK },
    ]);
    renderUi(<DashboardReportArea payload={payload} round={0} connectorEmail={EMAIL} />);
    const risk = screen.getByRole('region', { name: 'Social Risk' });
    expect(within(risk).getByRole('img', { name: /High Risk/ })).toBeTruthy();
    expect(within(risk).getByText('Score: 5 out of 5')).toBeTruthy();
    expect(risk.textContent).toContain('From Social Health Screener - NEW, 2026-02-15');
    const alert = screen.getByRole('region', { name: 'Health Alert' });
    expect(within(alert).queryByText('No Red Flags')).toBeNull();
    expect(within(alert).getByText('Social health screener: High Risk (score 5 of 5).')).toBeTruthy();
    expect(
      within(alert).getByText(
        'Flags are checked on the latest figures shown here. A Moderate or High social risk from the screener is listed as a flag.',
      ),
    ).toBeTruthy();
  });
});

describe("the dashboard's print view (kind 'dashboard')", () => {
  it('prints the latest figures with their sources and the date they are as of', () => {
    const report = sampleDashboard([
      { series: 'Quality Life Series' },
      { series: 'Social Health Screener - NEW' },
    ]);
    const view = renderUi(
      <DashboardPrint payload={{ report, memberName: 'Mary Member', connectorEmail: EMAIL }} />,
    );
    expect(screen.getByText('Latest figures as of 2026-02-15')).toBeTruthy();
    expect(Object.values(tileTexts(view.container)).filter((t) => t.includes('From '))).toHaveLength(8);
    expect(screen.getByRole('region', { name: 'Social Risk' })).toBeTruthy();
  });

  it('prints the member and the same report area, not the screener report', () => {
    expect(printView('dashboard')).toBe(DashboardPrint);
    const report = samplePayload('Social Health Screener - NEW', [0, 1], { 1: NO_FLAG_ANSWERS });
    renderUi(<DashboardPrint payload={{ report, memberName: 'Mary Member', connectorEmail: EMAIL }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Viewing Mary Member's dashboard");
    // The same sections (Advice only when the round has advice).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      SECTIONS.filter((t) => t !== 'Advice' || report.advice[1]!.length > 0),
    );
    expect(screen.getByText('No Red Flags')).toBeTruthy();
    expect(screen.queryByText('Results')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

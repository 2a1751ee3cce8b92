// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MISSING } from '@circles/shared/scoring/values';
import type { ReportPayload } from '@circles/shared/reports/report';
import { renderUi } from '../../../test/render-ui';
import { FLAGGED_ANSWERS, NO_FLAG_ANSWERS, samplePayload } from '../testing/sample-reports';
import { useReportRound } from '../hooks/use-report-round';
import { CommunityConnectionReport } from './cc-report';

const EMAIL = 'connector@circles.example.org';

function report(
  payload: ReportPayload,
  extra: Partial<Parameters<typeof CommunityConnectionReport>[0]> = {},
) {
  return renderUi(
    <CommunityConnectionReport
      payload={payload}
      memberName="Mary Member"
      connectorEmail={EMAIL}
      {...extra}
    />,
  );
}

/** Waits for the lazily loaded chart library to draw (its first import is slow on a busy machine). */
const chartsLoaded = (container: HTMLElement) =>
  waitFor(
    () => expect(container.querySelectorAll('figure [aria-hidden="true"] svg').length).toBeGreaterThan(0),
    {
      timeout: 20_000,
    },
  );

const headings = (level: number) => screen.getAllByRole('heading', { level }).map((h) => h.textContent);

describe('Community Connection series report', () => {
  it('shows the member, the last-modified date and every section, with What Now? and the connector', () => {
    report(samplePayload('Community Connections', [0], { 0: FLAGGED_ANSWERS }));
    expect(headings(1)).toEqual(['Community Connection Series Report']);
    expect(screen.getByText('Mary Member')).toBeTruthy();
    expect(screen.getByText('Last Modified: 2026-01-15')).toBeTruthy();
    expect(headings(2)).toEqual([
      'Highlights',
      'Summary',
      'Goals',
      'Primary Circle',
      'Community Circle',
      'Social and Community Connections',
      'Interests',
      'Possible Concerns and Suggestions',
      'What Now?',
    ]);
    expect(screen.getByText(new RegExp(`Contact ${EMAIL}`))).toBeTruthy();
    const concerns = screen.getByRole('region', { name: 'Possible Concerns and Suggestions' });
    expect(within(concerns).getByText('Health today is rated 50 or below.')).toBeTruthy();
    expect(within(concerns).getByText('Often feels lonely.')).toBeTruthy();
    expect(within(concerns).getByText('Has no family doctor.')).toBeTruthy();
    expect(within(concerns).getByText(/You do not have a family doctor/)).toBeTruthy();
  });

  it('leaves Possible Concerns and Suggestions out when no concern flag is set', () => {
    report(samplePayload('Community Connections', [0], { 0: NO_FLAG_ANSWERS }));
    expect(screen.queryByRole('heading', { name: 'Possible Concerns and Suggestions' })).toBeNull();
    expect(screen.getByText('Health alerts: 0 red, 0 yellow')).toBeTruthy();
  });

  it("is titled 'My Reports' in its historic version", () => {
    report(samplePayload('Community Connections'), { historic: true });
    expect(headings(1)).toEqual(['My Reports']);
  });

  it('shows the eight tiles with their percentages and the wellness gauge in words', () => {
    const payload = samplePayload('Community Connections', [0], { 0: NO_FLAG_ANSWERS });
    report(payload);
    const tiles = within(screen.getByRole('list', { name: 'Wellness tiles' })).getAllByRole('listitem');
    expect(tiles).toHaveLength(8);
    expect(tiles[0]!.textContent).toMatch(/^Health\d+(\.\d)?%$/);
    expect(tiles[0]!.getAttribute('data-colour')).toBe('green');
    const score = payload.wellness_score[0];
    const gauge = screen.getByRole('img', { name: /^Wellness score/ });
    expect(gauge.getAttribute('aria-labelledby')).toBeTruthy();
    expect(
      screen.getByText(
        typeof score === 'number' ? new RegExp(`Wellness score ${score} out of 100`) : /Not enough/,
        { selector: 'title' },
      ),
    ).toBeTruthy();
  });

  it('hides unanswered (999) values and skipped contacts', () => {
    const payload = samplePayload('Community Connections', [0], {
      0: {
        total_children: MISSING,
        trusted_people: [
          { name: 'Ann', relation: 'Family', frequency: 5 },
          { name: '  ', relation: 'Friend', frequency: 4 },
          { name: 'Sam', relation: 'Friend', frequency: 0 },
          { name: 'Lee', relation: 'Neighbour', frequency: 3 },
        ],
      },
    });
    report(payload);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).queryByText('Children')).toBeNull();
    expect(within(summary).getByText('Relatives')).toBeTruthy();
    const primary = within(screen.getByRole('region', { name: 'Primary Circle' })).getByRole('table');
    expect(
      within(primary)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['NameRelationHow often', 'AnnFamilyDaily', 'LeeNeighboursMonthly']);
    const diagram = screen.getByRole('img', { name: /Community circle of 2 people/ });
    expect(diagram.querySelectorAll('circle[r="35"]')).toHaveLength(3); // the member and two people
    const equivalent = screen.getByRole('table', { name: 'People in the community circle' });
    expect(within(equivalent).queryByText('Sam')).toBeNull();
  });

  it('shows the latest round first, lets the reader pick another and draws trends with table equivalents', async () => {
    const user = userEvent.setup();
    const payload = samplePayload('Community Connections', [0, 1, 2]);
    function Screen() {
      const [round, setRound] = useReportRound(payload);
      return (
        <CommunityConnectionReport
          payload={payload}
          round={round}
          onRoundChange={setRound}
          memberName="Mary Member"
          connectorEmail={EMAIL}
        />
      );
    }
    const view = renderUi(<Screen />);
    expect(screen.getByText('Last Modified: 2026-03-15')).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Round' });
    expect((picker as HTMLSelectElement).value).toBe('2');
    await user.selectOptions(picker, 'Round 1 (2026-01-15)');
    expect(screen.getByText('Last Modified: 2026-01-15')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Wellness score across rounds' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Round 1 (2026-01-15)',
      'Round 2 (2026-02-15)',
      'Round 3 (2026-03-15)',
    ]);
    const tiles = screen.getByRole('table', { name: 'Wellness tiles across rounds' });
    expect(within(tiles).getAllByRole('columnheader')).toHaveLength(9);
    await chartsLoaded(view.container);
  });

  it('shows no round picker and no trends for a single round', () => {
    report(samplePayload('Community Connections'), { onRoundChange: () => undefined });
    expect(screen.queryByRole('combobox', { name: 'Round' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Changes across rounds' })).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const view = report(samplePayload('Community Connections', [0, 1], { 1: FLAGGED_ANSWERS }));
    await chartsLoaded(view.container);
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { renderUi } from '../../../test/render-ui';
import { FLAGGED_ANSWERS, NO_FLAG_ANSWERS, samplePayload } from '../testing/sample-reports';
import { ScreenerReportSections } from './screener-report-sections';
import { TileGrid } from './tile-grid';
import { WellnessGauge } from './wellness-gauge';

const EMAIL = 'connector@circles.example.org';
const region = (name: string) => screen.getByRole('region', { name });

describe("the dashboard's screener report sections", () => {
  it('shows Goals, Interests with icons, Health Alert, Personal Well-Being, Support, Loneliness, advice and the circle', () => {
    renderUi(
      <ScreenerReportSections
        payload={samplePayload('Community Connections', [0], {
          0: {
            ...FLAGGED_ANSWERS,
            activities: ['Gardening', 'Watching TV'],
            LS_QofL3_SD: 2,
            SL_QofL3_SD: 10,
          },
        })}
        round={0}
        connectorEmail={EMAIL}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Goals',
      'Interests',
      'Health Alert',
      'Personal Well-Being',
      'Availability of Support',
      'Loneliness',
      'Advice',
      'Community Circle',
    ]);
    expect(within(region('Goals')).getAllByRole('row').length).toBeGreaterThan(1);
    const interests = region('Interests');
    expect(within(interests).getByText('Gardening')).toBeTruthy();
    expect(interests.querySelector('[data-activity-icon="Gardening"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(interests.querySelector('[data-activity-icon="Watching TV"]')).not.toBeNull();

    const alert = region('Health Alert');
    expect(within(alert).getByText('Health today is rated 50 or below.')).toBeTruthy();
    expect(within(alert).getByText('Low satisfaction with life as a whole.')).toBeTruthy();
    expect(within(alert).getByText('Has no family doctor.')).toBeTruthy();
    expect(within(alert).queryByText('No Red Flags')).toBeNull();

    const pwi = within(region('Personal Well-Being')).getAllByRole('row');
    expect(pwi[1]!.textContent).toBe('Life as a whole20-2');
    expect(pwi[1]!.getAttribute('data-colour')).toBe('red');
    expect(pwi[2]!.textContent).toBe('Standard of living109-10');
    expect(pwi[2]!.getAttribute('data-colour')).toBe('green');

    expect(within(region('Availability of Support')).getByText(/^Social Support: 100%$/)).toBeTruthy();
    expect(
      within(region('Loneliness')).getByText(
        /^Loneliness: \d+(\.\d)?%, (Very High|High|Moderate|Low|Very Low)$/,
      ),
    ).toBeTruthy();
    expect(within(region('Advice')).getAllByText(new RegExp(EMAIL)).length).toBeGreaterThan(0);
    expect(
      within(region('Community Circle')).getByRole('img', { name: /^Community circle of \d+ people/ }),
    ).toBeTruthy();
  });

  it("says 'No Red Flags' and 'No Yellow Flags' when none apply", () => {
    renderUi(
      <ScreenerReportSections
        payload={samplePayload('Community Connections', [0], { 0: NO_FLAG_ANSWERS })}
        round={0}
        connectorEmail={EMAIL}
      />,
    );
    const alert = region('Health Alert');
    expect(within(alert).getByText('No Red Flags')).toBeTruthy();
    expect(within(alert).getByText('No Yellow Flags')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const view = renderUi(
      <ScreenerReportSections
        payload={samplePayload('Community Connections', [0], { 0: FLAGGED_ANSWERS })}
        round={0}
        connectorEmail={EMAIL}
      />,
    );
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

describe('tiles and gauge', () => {
  it('colours each tile by its value, shows negatives as 100 − |v| and hides 999', () => {
    renderUi(<TileGrid tiles={[0, 20, -60, 75, 100, 999, 101, -10]} />);
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.map((t) => t.getAttribute('data-colour'))).toEqual([
      'red',
      'orange',
      'yellow',
      'lightgreen',
      'green',
      'grey',
      'green',
      'green',
    ]);
    expect(tiles.map((t) => t.textContent)).toEqual([
      'Health0%',
      'Mental Health20%',
      'Well-Being40%',
      'Loneliness75%Low',
      'Isolation100%Very Low',
      'Social SupportNot Available',
      'Community ParticipationNot Available',
      'Goal Progress90%',
    ]);
  });

  it('lights as many of the eight gauge segments as the level and names the label', () => {
    const view = renderUi(<WellnessGauge score={62.5} label="Very Good" />);
    const segments = view.container.querySelectorAll('path');
    expect(segments).toHaveLength(8);
    expect([...segments].filter((s) => s.getAttribute('data-lit') === 'true')).toHaveLength(5);
    expect(
      screen.getByRole('img', { name: 'Wellness score 62.5 out of 100: Very Good, level 5 of 8.' }),
    ).toBeTruthy();
    expect(screen.getByText('Very Good')).toBeTruthy();
  });

  it('says when there is not enough data for a wellness score', () => {
    const view = renderUi(<WellnessGauge score="Not enough data available" label="Not Available" />);
    expect(
      [...view.container.querySelectorAll('path')].every((s) => s.getAttribute('data-lit') === 'false'),
    ).toBe(true);
    expect(screen.getByText('Not enough data available', { selector: 'p' })).toBeTruthy();
  });
});

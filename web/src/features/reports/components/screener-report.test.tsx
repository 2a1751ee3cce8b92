// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MISSING } from '@circles/shared/scoring/values';
import { renderUi } from '../../../test/render-ui';
import { samplePayload } from '../testing/sample-reports';
import { ScreenerReport } from './screener-report';

const EMAIL = 'connector@circles.example.org';

const answers = {
  lowest: {
    household2_size: 2,
    community_activity_participate: 1,
    life_satisfaction2: 9,
    local_community_belonging: 3,
    lack_companionship: 0,
    feel_leftout: 0,
    feel_isolated: 0,
  },
  high: {
    household2_size: 0,
    community_activity_participate: 0,
    life_satisfaction2: 3,
    local_community_belonging: 0,
    lack_companionship: 2,
    feel_leftout: 1,
    feel_isolated: MISSING,
  },
};

describe('social screener report', () => {
  it('shows the risk meter, label, score, message, Results table and What Now?', () => {
    renderUi(
      <ScreenerReport
        payload={samplePayload('Social Health Screener - NEW', [0], { 0: answers.high })}
        memberName="Paul Member"
        connectorEmail={EMAIL}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Social Screen Series Report');
    expect(screen.getByText('Paul Member')).toBeTruthy();
    const meter = screen.getByRole('img', {
      name: 'Risk meter showing High Risk, score 5 out of 5, on a scale from Lowest Risk to High Risk.',
    });
    expect(meter.getAttribute('data-level')).toBe('High Risk');
    expect(screen.getByTestId('risk-label').textContent).toBe('High Risk');
    expect(screen.getByText('Score: 5 out of 5')).toBeTruthy();
    expect(screen.getByText(/high risk of social isolation/)).toBeTruthy();
    const results = within(screen.getByRole('region', { name: 'Results' })).getByRole('table');
    const rows = within(results).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]!.textContent).toBe('How many other people live with you?None, I live alone');
    expect(rows[2]!.textContent).toContain('3');
    expect(rows[6]!.textContent).toBe('How often do you feel cut off from other people?Not answered');
    expect(screen.getByRole('heading', { name: 'What Now?' })).toBeTruthy();
    expect(screen.getByText(new RegExp(EMAIL))).toBeTruthy();
  });

  it.each([
    [{}, 'Lowest Risk', 0],
    [{ household2_size: 0 }, 'Some Risk', 1],
    [{ household2_size: 0, life_satisfaction2: 6 }, 'Some Risk', 2],
    [{ household2_size: 0, life_satisfaction2: 6, local_community_belonging: 1 }, 'Moderate Risk', 3],
    [
      { household2_size: 0, life_satisfaction2: 6, local_community_belonging: 1, feel_leftout: 2 },
      'High Risk',
      4,
    ],
  ])('draws the meter of each level (%o gives %s)', (change, level, score) => {
    renderUi(
      <ScreenerReport
        payload={samplePayload('Social Health Screener - NEW', [0], { 0: { ...answers.lowest, ...change } })}
        memberName="Paul Member"
        connectorEmail={EMAIL}
      />,
    );
    expect(screen.getByTestId('risk-label').textContent).toBe(level);
    expect(
      screen.getByRole('img', { name: new RegExp(`showing ${level}, score ${score} out of 5`) }),
    ).toBeTruthy();
  });

  it('shows the risk score across rounds as a table when there are several rounds', () => {
    renderUi(
      <ScreenerReport
        payload={samplePayload('Social Health Screener - NEW', [0, 1], {
          0: answers.high,
          1: answers.lowest,
        })}
        memberName="Paul Member"
        connectorEmail={EMAIL}
        onRoundChange={() => undefined}
      />,
    );
    expect(screen.getByTestId('risk-label').textContent).toBe('Lowest Risk');
    const table = screen.getByRole('table', { name: 'Social screener risk score across rounds' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Round 1 (2026-01-15)5', 'Round 2 (2026-02-15)0']);
    expect(screen.queryByRole('table', { name: 'Wellness tiles across rounds' })).toBeNull();
  });

  it("says 'No available data' for a round without screener answers instead of a risk", () => {
    const none = Object.fromEntries(Object.keys(answers.lowest).map((k) => [k, MISSING]));
    renderUi(
      <ScreenerReport
        payload={samplePayload('Social Health Screener - NEW', [0], { 0: none })}
        memberName="Paul Member"
        connectorEmail={EMAIL}
      />,
    );
    expect(screen.getByText('No available data')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Results' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'What Now?' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const view = renderUi(
      <ScreenerReport
        payload={samplePayload('Social Health Screener - NEW', [0], { 0: answers.high })}
        memberName="Paul Member"
        connectorEmail={EMAIL}
      />,
    );
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

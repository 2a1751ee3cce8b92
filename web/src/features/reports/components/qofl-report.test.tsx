// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { renderUi } from '../../../test/render-ui';
import { FLAGGED_ANSWERS, NO_FLAG_ANSWERS, samplePayload } from '../testing/sample-reports';
import { QualityOfLifeReport } from './qofl-report';

const EMAIL = 'connector@circles.example.org';
const h2 = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Quality of Life reports', () => {
  it('shows the full report with its summary block, and the concern sections when a flag is set', () => {
    renderUi(
      <QualityOfLifeReport
        variant="full"
        payload={samplePayload('Quality Life Series', [0], { 0: FLAGGED_ANSWERS })}
        memberName="Mary Member"
        connectorEmail={EMAIL}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Quality Life Report');
    expect(screen.getByText('Last Modified: 2026-01-15')).toBeTruthy();
    expect(h2()).toEqual([
      'Highlights',
      'Social and Community Connections',
      'Possible Concerns and Suggestions',
      'Summary',
      'What Now?',
    ]);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Health today (0-100)')).toBeTruthy();
    expect(within(summary).getByText('40')).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Health',
      'Health services in the last 12 months',
      'Personal Well-Being',
      'Availability of Support',
      'Loneliness',
    ]);
    expect(within(summary).getByText('Has a family doctor').nextSibling?.textContent).toBe('No');
  });

  it("shows 'Quality of Life - Short Report' without the summary block or concern sections when nothing is flagged", () => {
    renderUi(
      <QualityOfLifeReport
        variant="short"
        payload={samplePayload('Quality of Life - Short', [0], { 0: NO_FLAG_ANSWERS })}
        memberName="Mary Member"
        connectorEmail={EMAIL}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Quality of Life - Short Report');
    expect(h2()).toEqual(['Highlights', 'What Now?']);
    expect(screen.getByText('Health alerts: 0 red, 0 yellow')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const view = renderUi(
      <QualityOfLifeReport
        variant="full"
        payload={samplePayload('Quality Life Series', [0], { 0: FLAGGED_ANSWERS })}
        memberName="Mary Member"
        connectorEmail={EMAIL}
      />,
    );
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

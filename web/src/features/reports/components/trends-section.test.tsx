// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderUi } from '../../../test/render-ui';
import { samplePayload } from '../testing/sample-reports';
import { TrendsSection } from './trends-section';

describe('trends across rounds', () => {
  it('says "No available data" for a chart with no value in any round, instead of drawing bare axes', async () => {
    const payload = samplePayload('Quality of Life - Short', [0, 1, 2]);
    const noScores = { ...payload, wellness_score: payload.wellness_score.map(() => 'Not Available') };
    renderUi(<TrendsSection payload={noScores} parts={['tiles', 'wellness']} />);
    const wellness = screen.getByRole('figure', { name: 'Wellness score across rounds' });
    expect(within(wellness).getByText('No available data')).toBeTruthy();
    expect(within(wellness).queryByRole('table')).toBeNull();
    const tiles = screen.getByRole('figure', { name: 'Wellness tiles across rounds' });
    expect(within(tiles).queryByText('No available data')).toBeNull();
    expect(await within(tiles).findByRole('table')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { gaugeView, tileFigure, tileView, tileViews } from './tiles';

describe('dashboard tiles', () => {
  it.each([
    [0, 'red'],
    [10, 'orange'],
    [25, 'orange'],
    [25.1, 'yellow'],
    [50, 'yellow'],
    [75, 'lightgreen'],
    [100, 'green'],
    [101, 'green'],
    [102, 'grey'],
    [999, 'grey'],
    [-100, 'red'],
    [-80, 'orange'],
    [-60, 'yellow'],
    [-10, 'green'],
  ] as const)('colours %s %s', (value, colour) => {
    expect(tileView('health', value).colour).toBe(colour);
  });

  it('shows a negative value as 100 minus its absolute value', () => {
    expect(tileFigure(-30)).toBe(70);
    expect(tileView('wellBeing', -30).display).toBe('70%');
    expect(tileView('wellBeing', -100).display).toBe('0%');
  });

  it('shows the percentage only between -100 and 100 and hides 999', () => {
    expect(tileView('health', 62.5).display).toBe('62.5%');
    expect(tileView('health', 100).display).toBe('100%');
    expect(tileView('health', 101).display).toBe('Not Available');
    expect(tileView('health', -101).display).toBe('Not Available');
    expect(tileView('health', 999).display).toBe('Not Available');
    expect(tileView('health', undefined).display).toBe('Not Available');
    expect(tileView('health', 999).text).toBe('Health: Not Available');
  });

  it('labels the loneliness and isolation tiles with their levels', () => {
    expect(tileView('loneliness', 0).level).toBe('Very High');
    expect(tileView('loneliness', 25).level).toBe('High');
    expect(tileView('loneliness', 60).level).toBe('Low');
    expect(tileView('loneliness', 100).text).toBe('Loneliness: 100%, Very Low');
    expect(tileView('isolation', 20).level).toBe('Very High');
    expect(tileView('isolation', 60).level).toBe('Moderate');
    expect(tileView('isolation', 999).level).toBeUndefined();
    expect(tileView('health', 50).level).toBeUndefined();
  });

  it('gives the eight tiles in display order with their titles', () => {
    expect(tileViews([1, 2, 3, 4, 5, 6, 7, 8]).map((t) => t.title)).toEqual([
      'Health',
      'Mental Health',
      'Well-Being',
      'Loneliness',
      'Isolation',
      'Social Support',
      'Community Participation',
      'Goal Progress',
    ]);
    expect(tileViews(undefined).every((t) => t.display === 'Not Available')).toBe(true);
  });
});

describe('wellness gauge', () => {
  it('has 8 levels: the score divided by 12.5, rounded up', () => {
    expect(gaugeView(0, 'Poor').level).toBe(0);
    expect(gaugeView(12.5, 'Fair').level).toBe(1);
    expect(gaugeView(12.6, 'Fair').level).toBe(2);
    expect(gaugeView(62.5, 'Very Good').level).toBe(5);
    expect(gaugeView(100, 'Excellent').level).toBe(8);
  });

  it('says the score, label and level in words', () => {
    expect(gaugeView(62.5, 'Very Good').text).toBe(
      'Wellness score 62.5 out of 100: Very Good, level 5 of 8.',
    );
    expect(gaugeView('Not enough data available', 'Not Available')).toEqual({
      level: 0,
      score: undefined,
      label: 'Not Available',
      text: 'Wellness score: Not enough data available.',
    });
  });
});

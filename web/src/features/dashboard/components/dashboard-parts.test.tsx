// @vitest-environment happy-dom
import { setLocale } from '@circles/shared/messages/locale';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { QUOTES } from '@circles/shared/quotes/catalogue';
import { quoteForDay } from '@circles/shared/quotes/thought-for-the-day';
import type { Flags } from '@circles/shared/scoring/flags';
import { renderUi } from '../../../test/render-ui';
import { AdminCounts } from './admin-counts';
import { SelectedSeriesAlert } from './flag-alert';
import { SeriesByTemplateFigure } from './series-by-template';
import { ThoughtForTheDay } from './thought-for-the-day';

afterEach(() => {
  vi.useRealTimers();
});

const ALERT = 'This series has health alerts. Please review the Health Alert section.';
const flagged: Flags = {
  red: [{ metric: 'HT_QofL2_SD', text: 'Health today is rated 50 or below.' }],
  yellow: [],
};

describe('Admin dashboard', () => {
  it('shows the three counts, with a spinner for one not yet known', () => {
    renderUi(<AdminCounts totalActiveUsers={12} surveysCompleted={30} surveysInProgress={undefined} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      'Total Active Users12',
      'Surveys Completed30',
      'Surveys In Progress',
    ]);
    expect(within(cards[2]!).getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });

  it('draws member series by survey type as a bar chart, every bar with its label, and a table equivalent', async () => {
    const data = [
      { collectionTemplateName: 'Community Connections', totalMemberCollections: 6 },
      { collectionTemplateName: 'Quality Life Series', totalMemberCollections: 4 },
      { collectionTemplateName: 'Quality of Life - Short', totalMemberCollections: 3 },
      { collectionTemplateName: 'Social Health Screener - NEW', totalMemberCollections: 5 },
    ];
    const view = renderUi(<SeriesByTemplateFigure data={data} />);
    const table = screen.getByRole('table', { name: 'Member surveys by type' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'SeriesMember series',
      'Community Connections6',
      'Quality Life Series4',
      'Quality of Life - Short3',
      'Social Health Screener - NEW5',
    ]);
    const chart = view.container.querySelector('[aria-hidden="true"][data-chart="surveys-by-type"]')!;
    const bars = [...chart.querySelectorAll('[data-bar]')];
    expect(bars.map((b) => b.querySelector('[data-bar-label]')?.textContent)).toEqual(
      data.map((d) => d.collectionTemplateName),
    );
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('names each series in French with its French name, in the chart and its table (issue 25)', () => {
    setLocale('fr');
    try {
      const data = [
        {
          collectionTemplateName: 'Community Connections',
          collectionTemplateNameFr: 'Liens communautaires',
          totalMemberCollections: 6,
        },
        { collectionTemplateName: 'Walking Group', totalMemberCollections: 2 },
      ];
      const view = renderUi(<SeriesByTemplateFigure data={data} />);
      const table = screen.getByRole('table');
      expect(within(table).getByText('Liens communautaires')).toBeTruthy();
      expect(within(table).queryByText('Community Connections')).toBeNull();
      // A series without a French name keeps its name.
      expect(within(table).getByText('Walking Group')).toBeTruthy();
      const labels = [...view.container.querySelectorAll('[data-bar-label]')].map((b) => b.textContent);
      expect(labels).toEqual(['Liens communautaires', 'Walking Group']);
    } finally {
      setLocale('en');
    }
  });

  it("says 'Data not available.' when there are no series", () => {
    renderUi(<SeriesByTemplateFigure data={[]} />);
    expect(screen.getByText('Data not available.')).toBeTruthy();
  });
});

describe('Thought for the Day', () => {
  it("shows the catalogue's quote of the member's day with its attribution", () => {
    const today = new Date(2026, 10, 23, 9, 0);
    const quote = quoteForDay('2026-11-23')!;
    renderUi(<ThoughtForTheDay today={today} />);
    const card = screen.getByRole('region', { name: 'Thought for the Day' });
    expect(within(card).getByText(quote.text)).toBeTruthy();
    expect(within(card).getByText(new RegExp(`^— ${quote.author}`))).toBeTruthy();
  });

  it('shows the quote the server chose when given', () => {
    renderUi(<ThoughtForTheDay quote={{ text: 'Configured quote.', author: 'Someone' }} />);
    expect(screen.getByText('Configured quote.')).toBeTruthy();
    expect(screen.getByText('— Someone')).toBeTruthy();
    expect(QUOTES.some((q) => q.text === 'Configured quote.')).toBe(false);
  });
});

describe('selected-series alert', () => {
  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('appears 400 ms after a flagged series is selected and hides 5 s later', () => {
    vi.useFakeTimers();
    renderUi(<SelectedSeriesAlert flags={flagged} selection="cc1:0" />);
    advance(399);
    expect(screen.queryByText(ALERT)).toBeNull();
    advance(1);
    expect(screen.getByRole('status').textContent).toBe(ALERT);
    advance(4999);
    expect(screen.getByText(ALERT)).toBeTruthy();
    advance(1);
    advance(1000);
    expect(screen.queryByText(ALERT)).toBeNull();
  });

  it('stays away when the combined flag check finds nothing, and returns for a newly selected series', () => {
    vi.useFakeTimers();
    const view = renderUi(<SelectedSeriesAlert flags={{ red: [], yellow: [] }} selection="a" />);
    advance(1000);
    expect(screen.queryByText(ALERT)).toBeNull();
    view.rerender(<SelectedSeriesAlert flags={flagged} selection="b" />);
    advance(400);
    expect(screen.getByText(ALERT)).toBeTruthy();
    advance(6000);
    expect(screen.queryByText(ALERT)).toBeNull();
    view.rerender(<SelectedSeriesAlert flags={flagged} selection="c" />);
    advance(400);
    expect(screen.getByText(ALERT)).toBeTruthy();
  });
});

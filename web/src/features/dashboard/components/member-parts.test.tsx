// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import axe from 'axe-core';
import { renderUi } from '../../../test/render-ui';
import { AssignedTasks } from './assigned-tasks';
import { CompletedModules, DashboardWelcome, LatestMemberModule } from './member-summary';

const series = [
  {
    id: 's1',
    name: 'Community Connections',
    chapters: [
      { id: 'c1', name: '[1] About me', completeness: 100 },
      { id: 'c2', name: '[2] My circle', completeness: 40 },
      { id: 'c3', name: '[3] Goals', completeness: 0 },
    ],
  },
  { id: 's2', name: 'Quality of Life - Short', chapters: [{ id: 'c4', name: 'Health', completeness: 100 }] },
];

describe("a member's dashboard parts", () => {
  it('expands an incomplete series to its chapters with status badges and links; complete series are left out', async () => {
    const user = userEvent.setup();
    const view = renderUi(
      <MemoryRouter>
        <AssignedTasks series={series} />
      </MemoryRouter>,
    );
    const tasks = screen.getByRole('region', { name: 'Current Assigned Tasks' });
    expect(within(tasks).queryByText('Quality of Life - Short')).toBeNull();
    await user.click(within(tasks).getByRole('button', { name: 'Community Connections' }));
    const items = within(tasks).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '[1] About meCompleted',
      '[2] My circleIn Progress',
      '[3] GoalsNot Started',
    ]);
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe(
      '/administration/booklets/user/view/c2',
    );
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it("says 'No series assigned' when every series is complete", () => {
    renderUi(
      <MemoryRouter>
        <AssignedTasks series={[series[1]!]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No series assigned')).toBeTruthy();
  });

  it('welcomes with the name and facility, shows the latest survey and the completed-modules count', () => {
    renderUi(
      <>
        <DashboardWelcome name="Mary Member" facility="Windsor Hall" />
        <LatestMemberModule survey={{ name: '[2] My circle', updatedAt: '2026-03-04T10:00:00Z' }} />
        <CompletedModules count={4} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Viewing Mary Member's dashboard");
    expect(screen.getByText('Member of Windsor Hall')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Latest Updated Survey' }).textContent).toBe(
      'Latest Updated Survey[2] My circle2026-03-04',
    );
    expect(screen.getByRole('region', { name: 'Completed Modules' }).textContent).toBe('Completed Modules4');
  });

  it("says 'There is NO any survey updated' without a latest survey", () => {
    renderUi(<LatestMemberModule survey={undefined} />);
    expect(screen.getByText('There is NO any survey updated')).toBeTruthy();
  });
});

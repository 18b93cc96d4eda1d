import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, registerLeaveGuard, useLocation } from '@coffee/field-toolkit/runtime';
import type { MenuNode } from '@coffee/domain/navigation';
import GroupTabs from './GroupTabs';

const TABS: readonly MenuNode[] = [
  { id: 'flavorwheel', label: { kr: '플레이버 휠', en: 'Flavor wheel' } },
  { id: 'radarchart', label: { kr: '레이더 차트', en: 'Radar chart' } },
];

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderTabs(tab: string) {
  render(
    <MemoryRouter initialEntries={[`/en/info/chart/${tab}`]}>
      <GroupTabs tabs={TABS} locale="en" category="info" group="chart" tab={tab} />
      <Where />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation');
}

describe('GroupTabs', () => {
  it("draws the group's pages as links with real addresses, the current one marked, and no ARIA tabs", () => {
    const nav = renderTabs('flavorwheel');
    const links = screen.getAllByRole('link');
    expect(nav).toContainElement(links[0]!);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/info/chart/flavorwheel',
      '/en/info/chart/radarchart',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null]);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('on a plain click asks before discarding unsaved edits: stays when declined, goes when accepted', async () => {
    const ask = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const unregister = registerLeaveGuard({ dirty: () => true, ask });
    renderTabs('flavorwheel');
    await userEvent.click(screen.getByRole('link', { name: '레이더 차트' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/en/info/chart/flavorwheel');
    await userEvent.click(screen.getByRole('link', { name: '레이더 차트' }));
    expect(await screen.findByText('/en/info/chart/radarchart')).toBeInTheDocument();
    unregister();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setMenu } from '@coffee/api-client';
import { MemoryRouter } from '@coffee/field-toolkit/runtime';
import { SUITE_MENU } from '@coffee/suite';
import { Header } from './Header';
import { SideMenu } from './SideMenu';

/** The header with the side menu it opens, as the shell's layout joins them. */
function Frame() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Header menuOpen={open} onToggleMenu={() => setOpen((was) => !was)} />
      <SideMenu horizontal={!open} />
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Frame />
    </MemoryRouter>,
  );

// The menu the shell loads before it draws its header.
beforeEach(() => setMenu(SUITE_MENU));

describe("Header's menu button", () => {
  it('is not drawn on the home page, which has no side menu for it to open', () => {
    renderAt('/en');
    expect(screen.queryByRole('button', { expanded: false })).not.toBeInTheDocument();
    expect(document.getElementById('side-menu')).toBeNull();
  });

  it("in a category opens and closes the category's side menu it controls", async () => {
    renderAt('/en/info/chart/flavorwheel');
    const button = screen.getByRole('button', { expanded: false });
    const menu = document.getElementById(button.getAttribute('aria-controls')!);
    expect(menu).not.toBeNull();
    expect(menu!.querySelectorAll('a').length).toBeGreaterThan(0);
    await userEvent.click(button);
    expect(screen.getByRole('button', { expanded: true })).toBe(button);
  });
});

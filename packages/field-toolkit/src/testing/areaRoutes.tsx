import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@coffee/field-toolkit/runtime';
import type { AreaPage } from '@coffee/field-toolkit/runtime';

/**
 * The key of the area page the area's router opens at `path` (as its remote routes, below the locale), or null:
 * each page is drawn as its key, so a test sees which page a list or record link reaches.
 */
export function areaPageAt(pages: readonly AreaPage[], path: string): string | null {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {pages.map((page) => (
          <Route key={page.path} path={page.path} element={<output>{page.key ?? page.path}</output>} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
  const shown = container.querySelector('output')?.textContent ?? null;
  unmount();
  return shown;
}

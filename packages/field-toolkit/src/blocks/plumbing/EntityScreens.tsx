import { lazy } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { usePageRights } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { ListView } from '@coffee/field-toolkit/engine/list';

// The detail screen (forms, widgets, final-form) is fetched when a record is opened, never with the list.
const DetailView = lazy(async () => ({ default: (await import('@coffee/field-toolkit/engine/detail')).DetailView }));

export interface EntityScreensProps {
  page: PageConfig;
  /** Page-specific tools in the list's toolbar. */
  toolbar?: ReactNode;
}

/**
 * A page's screens below its route with the visitor's rights: the list (index) and the detail (`:id`, `write`);
 * a single-record page (user info) shows its detail at the route itself.
 */
export function EntityScreens({ page, toolbar }: EntityScreensProps) {
  const rights = usePageRights();
  if (page.entity.singleRecord) return <DetailView page={page} rights={rights} />;
  return (
    <Routes>
      <Route index element={<ListView page={page} rights={rights} toolbar={toolbar} />} />
      <Route path=":id" element={<DetailView page={page} rights={rights} />} />
    </Routes>
  );
}

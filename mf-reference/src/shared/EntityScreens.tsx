import type { ReactNode } from 'react';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { DetailView, ListView, usePageRights } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';

export interface EntityScreensProps {
  page: PageConfig;
  /** Page-specific tools in the list's toolbar. */
  toolbar?: ReactNode;
}

/** A reference page's list (its route) and detail (`{route}/{id}`, `{route}/write`) with the visitor's rights. */
export function EntityScreens({ page, toolbar }: EntityScreensProps) {
  const rights = usePageRights();
  return (
    <Routes>
      <Route index element={<ListView page={page} rights={rights} toolbar={toolbar} />} />
      <Route path=":id" element={<DetailView page={page} rights={rights} />} />
    </Routes>
  );
}

import { lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { PageRights } from '@coffee/domain';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { usePageRights } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { ListView } from '@coffee/field-toolkit/engine/list';
import { retryingOnce } from './retryingOnce';

// The detail screen (forms, widgets, final-form) is fetched when a record is opened, never before the list's rows.
const detailView = retryingOnce(async () => (await import('@coffee/field-toolkit/engine/detail')).DetailView);
const DetailView = lazy(async () => ({ default: await detailView() }));

export interface EntityScreensProps {
  /** What the list draws; also the detail's config unless `loadPage` fetches that. */
  page: PageConfig;
  /** The page's whole config (its form's sections, widgets, custom fields), fetched when a record or New opens. */
  loadPage?: () => Promise<PageConfig>;
  /** Page-specific tools in the list's toolbar. */
  toolbar?: ReactNode;
}

/** Runs `task` when the browser is idle (after the frame that painted the list's rows). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, 0);
}

/** The detail code, fetched ahead so that opening a record waits on no download; a failure is retried on open. */
function prefetchDetail(loadPage: EntityScreensProps['loadPage']): void {
  whenIdle(() => {
    detailView().catch(() => undefined);
    loadPage?.().catch(() => undefined);
  });
}

type DetailScreen = ComponentType<{ rights: PageRights }>;
const detailScreens = new WeakMap<() => Promise<PageConfig>, DetailScreen>();

/** The detail screen of a page whose config is fetched: the engine's detail and the config download side by side. */
function detailScreenOf(loadPage: () => Promise<PageConfig>): DetailScreen {
  let Screen = detailScreens.get(loadPage);
  if (!Screen) {
    Screen = lazy(async () => {
      const [View, page] = await Promise.all([detailView(), loadPage()]);
      return { default: ({ rights }: { rights: PageRights }) => <View page={page} rights={rights} /> };
    });
    detailScreens.set(loadPage, Screen);
  }
  return Screen;
}

function Detail({ page, loadPage, rights }: EntityScreensProps & { rights: PageRights }) {
  if (!loadPage) return <DetailView page={page} rights={rights} />;
  const Screen = detailScreenOf(loadPage);
  return <Screen rights={rights} />;
}

/**
 * A page's screens below its route with the visitor's rights: the list (index) and the detail (`:id`, `write`);
 * a single-record page (user info) shows its detail at the route itself.
 */
export function EntityScreens({ page, loadPage, toolbar }: EntityScreensProps) {
  const rights = usePageRights();
  if (page.entity.singleRecord) return <Detail page={page} loadPage={loadPage} rights={rights} />;
  return (
    <Routes>
      <Route
        index
        element={<ListView page={page} rights={rights} toolbar={toolbar} onShown={() => prefetchDetail(loadPage)} />}
      />
      <Route path=":id" element={<Detail page={page} loadPage={loadPage} rights={rights} />} />
    </Routes>
  );
}

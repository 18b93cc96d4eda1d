import { lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { PageRights } from '@coffee/domain';
import { useQueryClient } from '@coffee/api-client/query';
import { Route, Routes, useLocation, useParams } from '@coffee/field-toolkit/runtime';
import { openRecord, usePageRights } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { retryingOnce } from './retryingOnce';

// The detail screen (forms, widgets, final-form) is fetched when a record is opened, never before the list's rows.
const detailView = retryingOnce(async () => (await import('@coffee/field-toolkit/engine/detail')).DetailView);
const DetailView = lazy(async () => ({ default: await detailView() }));
/** The list engine (its table, filters and paging), fetched when a list shows: a record or New never runs it. */
export const listView = retryingOnce(async () => (await import('@coffee/field-toolkit/engine/list')).ListView);

/** A list screen with the visitor's rights; `onShown` runs once its rows are drawn. */
export type ListScreen = ComponentType<{ rights: PageRights; onShown?: () => void }>;

/** The list of `page` as drawn from its config alone. */
const listScreenOf = (page: PageConfig, toolbar?: ReactNode): ListScreen =>
  lazy(async () => {
    const ListView = await listView();
    return { default: (props) => <ListView page={page} toolbar={toolbar} {...props} /> };
  });

/** The detail screen of a page whose config is fetched apart from its list (a page folder's `page.ts`). */
export interface FetchedDetail {
  Screen: ComponentType<{ rights: PageRights }>;
  /** Fetches the detail's code ahead at idle, so that opening a record waits on no download. */
  prefetch: () => void;
}

/** Runs `task` when the browser is idle (after the frame that painted the list's rows). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, 0);
}

/** The detail screen of the config `loadPage` fetches: the engine's detail and the config download side by side. */
export function fetchedDetail(loadPage: () => Promise<PageConfig>): FetchedDetail {
  return {
    Screen: lazy(async () => {
      const [View, page] = await Promise.all([detailView(), loadPage()]);
      return { default: ({ rights }: { rights: PageRights }) => <View page={page} rights={rights} /> };
    }),
    // A failed prefetch is retried when the record opens.
    prefetch: () =>
      whenIdle(() => {
        detailView().catch(() => undefined);
        loadPage().catch(() => undefined);
      }),
  };
}

export interface EntityScreensProps {
  /** What the list draws; also the detail's config unless `detail` fetches that. */
  page: PageConfig;
  /** The detail screen when the page's whole config is fetched apart from its list (`entityPage`). */
  detail?: FetchedDetail;
  /** Page-specific tools in the list's toolbar. */
  toolbar?: ReactNode;
  /** The list screen when it is fetched with more than the list engine (a page folder's light list part). */
  List?: ListScreen;
}

/** A saved record's route: its record and chart code are fetched while the detail's code arrives (behaviour §11-3.2). */
function useOpenRecord(page: PageConfig, rights: PageRights): void {
  const { id } = useParams();
  const { key } = useLocation();
  const client = useQueryClient();
  // Once per opening, while rendering: a screen still loading commits nothing, so an effect would wait for it.
  useState(() => {
    if (rights.view && id !== undefined && id !== '' && id !== 'write') openRecord(client, page, id, key);
  });
}

function Detail({ page, detail, rights }: EntityScreensProps & { rights: PageRights }) {
  useOpenRecord(page, rights);
  return detail ? <detail.Screen rights={rights} /> : <DetailView page={page} rights={rights} />;
}

/**
 * A page's screens below its route with the visitor's rights: the list (index) and the detail (`:id`, `write`);
 * a single-record page (user info) shows its detail at the route itself.
 */
export function EntityScreens({ page, detail, toolbar, List: fetchedList }: EntityScreensProps) {
  const rights = usePageRights();
  const [List] = useState(() => fetchedList ?? listScreenOf(page, toolbar));
  if (page.entity.singleRecord) return <Detail page={page} detail={detail} rights={rights} />;
  return (
    <Routes>
      <Route index element={<List rights={rights} onShown={detail?.prefetch} />} />
      <Route path=":id" element={<Detail page={page} detail={detail} rights={rights} />} />
    </Routes>
  );
}

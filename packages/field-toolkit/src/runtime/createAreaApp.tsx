import type { ComponentType } from 'react';
import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from './routing';
import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { resolvePage, parseRoute } from '@coffee/domain/navigation';
import { holdWhileDrawing, useMenuStore } from '@coffee/api-client';
import { addPageTitles } from './i18n';
import type { LocalisedStrings } from './i18n';
import { createRemoteApp } from './createRemoteApp';
import { UnderConstructionPage } from './UnderConstructionPage';

/** One page of an area: a route below the locale prefix (react-router syntax) and its (lazy) component. */
export interface AreaPage {
  /** The key of the page's descriptor, when it has one. */
  key?: string;
  /** Its title in both languages (`pages.<key>`), from its descriptor. */
  title?: { readonly kr: string; readonly en: string };
  path: string;
  Page: ComponentType;
}

/** A route the area owns whose screen is not built yet: titled by its menu entry. */
function PlaceholderPage() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const tree = useMenuStore((state) => state.menu?.tree);
  const node = tree && resolvePage(parseRoute(pathname).segments, tree)?.node;
  return <UnderConstructionPage title={node?.label[i18n.language === 'en' ? 'en' : 'kr']} />;
}

/** Shown while a page's code arrives: the page is still to be drawn, so background work waits (behaviour §06-7). */
function PageFallback() {
  const { t } = useTranslation();
  useEffect(() => holdWhileDrawing(), []);
  return <Spinner label={t('messages.loading')} />;
}

/**
 * The single-spa lifecycles of a remote declared as data: its pages (lazy components keep the remote's first
 * download small), their titles and its strings. Routes it owns without a page show the under-construction page.
 */
export function createAreaApp({ pages, strings }: { pages: readonly AreaPage[]; strings?: LocalisedStrings }) {
  addPageTitles(pages);
  function AreaRoutes() {
    return (
      <Suspense fallback={<PageFallback />}>
        <Routes>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<PlaceholderPage />} />
        </Routes>
      </Suspense>
    );
  }
  return createRemoteApp({ App: AreaRoutes, ...(strings ? { strings } : {}) });
}

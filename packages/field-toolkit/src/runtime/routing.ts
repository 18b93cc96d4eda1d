/**
 * The router every area uses, re-exported from this one shared module. react-router is not a shared singleton
 * of its own (shared modules are not tree-shaken: that would cost every guest ~60 KB gzip); instead the suite
 * imports routing only from here, so the shell, each remote and the toolkit's engine use one router instance.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateFunction, SetURLSearchParams } from 'react-router-dom';

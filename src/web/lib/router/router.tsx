/**
 * The app's router: its screens are a flat table of fixed paths (model/paths.ts), so it is the
 * browser's history and a context, no more. React Router did this before, at 11.5 KB gzipped of
 * the first page's JavaScript (docs/development.md, "How pages load"). Navigations are
 * transitions, as with React Router: the screen shown stays until the next one's code is loaded.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  currentLocation,
  locationOf,
  newKey,
  pathOf,
  type HistoryEntry,
  type NavigateOptions,
  type RouterLocation,
} from './history-entry.js';

export type Navigate = (to: string, options?: NavigateOptions) => void;

interface Router {
  location: RouterLocation;
  navigate: Navigate;
}

const RouterContext = createContext<Router | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Render the app inside a BrowserRouter or a StaticRouter.');
  return router;
}

/** The browser's address and the state its entry holds; a navigation renders it anew. */
export function useLocation(): RouterLocation {
  return useRouter().location;
}

/** A stable function that opens another screen (pushes, or replaces, a history entry). */
export function useNavigate(): Navigate {
  return useRouter().navigate;
}

/** The value of the query parameter `name`, as URLSearchParams.get reads it. */
export function useSearchParam(name: string): string | null {
  return new URLSearchParams(useLocation().search).get(name);
}

/** The router of the app in a browser: the page's history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() =>
    currentLocation(window.location.href, window.history.state),
  );
  useLayoutEffect(() => {
    const onPopState = () =>
      startTransition(() =>
        setLocation(currentLocation(window.location.href, window.history.state)),
      );
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = useCallback<Navigate>((to, { replace = false, state = null } = {}) => {
    const next: RouterLocation = { ...locationOf(to), state, key: newKey() };
    const entry: HistoryEntry = { usr: state, key: next.key };
    const url = pathOf(next);
    try {
      if (replace) window.history.replaceState(entry, '', url);
      else window.history.pushState(entry, '', url);
    } catch (error) {
      // A state the browser cannot keep is the caller's to handle (collect-photo-button.tsx);
      // any other refusal (Safari's limit on entries) still takes the visitor there.
      if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
      window.location.assign(url);
      return;
    }
    startTransition(() => setLocation(next));
  }, []);
  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

const cannotNavigate: Navigate = () => {
  throw new Error('A page rendered on the server cannot navigate.');
};

/** The router of a page rendered on the server: the address asked for, fixed. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const router = useMemo(
    () => ({ location: locationOf(location), navigate: cannotNavigate }),
    [location],
  );
  return <RouterContext value={router}>{children}</RouterContext>;
}

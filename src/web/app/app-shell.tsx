import { Link, Outlet } from 'react-router';
import { paths } from '../../model/paths.js';

interface AppShellProps {
  /** True while the first screen's code is still loading. */
  loading?: boolean;
}

/** The frame around every screen: the header with the way home, then the screen. */
export function AppShell({ loading = false }: AppShellProps) {
  return (
    <div className="app-shell">
      <header className="app-header">
        <Link to={paths.home} className="app-brand">
          Postbooth
        </Link>
      </header>
      {loading ? (
        <p className="app-loading" role="status">
          Loading…
        </p>
      ) : (
        <Outlet />
      )}
    </div>
  );
}

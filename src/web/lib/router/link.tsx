/** The app's links (router.tsx): real anchors, which the app follows itself once it runs. */
import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { handlesClick, pathOf } from './history-entry.js';
import { useLocation, useNavigate } from './router.js';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app, with its query if any. */
  to: string;
}

/**
 * An `<a href>` (it works before the app runs, and opens in a new tab like any link); a plain
 * click navigates in the app. A link to where the visitor already is replaces the entry, so
 * pressing it twice does not take two presses of Back.
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!handlesClick(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: pathOf(location) === to });
  }
  return <a {...rest} href={to} target={target} onClick={follow} />;
}

/** Navigates to `to` as soon as it is rendered in the browser (a screen that cannot show). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

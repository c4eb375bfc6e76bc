import { useState, type ReactNode, type Ref } from 'react';
import './host-fold.css';

/** Wide enough for the two columns (host.css): there the folds start open. */
const WIDE = '(min-width: 64rem)';

/** True on a screen wide enough for the two columns (read once: /host renders in the browser). */
export function wideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;
}

interface HostFoldProps {
  id: string;
  title: ReactNode;
  /** A few words beside the title, read while the fold is closed (a count, a state). */
  status?: ReactNode;
  /** Open at first; the host's own opening and closing is kept from then on. */
  open?: boolean;
  /** The status on its own line under the title (a long one would squeeze the title). */
  stacked?: boolean;
  className?: string;
  /** The heading, for a list that sends the focus to it after an action. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * A section of /host that folds away behind its heading (a native details element: a keyboard,
 * a screen reader and a find-in-page open it), so a phone shows the moderation first and the
 * rest as one line each.
 */
export function HostFold({
  id,
  title,
  status,
  open = false,
  stacked = false,
  className,
  headingRef,
  children,
}: HostFoldProps) {
  const [isOpen, setOpen] = useState(open);
  return (
    <section className={`host-section ${className ?? ''}`.trim()} aria-labelledby={id}>
      <details
        className="host-fold"
        open={isOpen}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className={stacked ? 'host-fold-summary host-fold-stacked' : 'host-fold-summary'}>
          <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
            {title}
          </h2>
          {status !== undefined && <span className="host-fold-status">{status}</span>}
        </summary>
        <div className="host-fold-body">{children}</div>
      </details>
    </section>
  );
}

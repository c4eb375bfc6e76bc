import { useRef, useState, type ReactNode } from 'react';
import type { HostEntry } from '../../../model/live-event.js';
import { useLanguage, useT } from '../../lib/i18n/language.js';
import { ConfirmStep } from './confirm-step.js';
import { HostFold } from './host-fold.js';
import './moderation-queue.css';

/** What the host does to an entry. */
export type EntryAction = 'approved' | 'hidden' | 'removed';

interface ModerationQueueProps {
  entries: readonly HostEntry[];
  /** Applies the action; rejects when the server refused it (the entry is then as it was). */
  onAction: (entry: HostEntry, action: EntryAction) => Promise<void>;
  /** Show the approved and hidden strips at first (a wide screen has room for them). */
  openDone?: boolean;
  /** Shown between the waiting strips and the work done (the event's links). */
  children?: ReactNode;
}

/**
 * The strips waiting for approval first (on a desktop's first screen, above the links), large, each with Approve, Hide and Remove; the approved
 * and hidden ones below, folded (the work done). Remove asks first: it deletes the strip's files.
 * After an action the focus goes to the list's heading, since the strip it was on may have left
 * the list.
 */
export function ModerationQueue({
  entries,
  onAction,
  openDone = false,
  children,
}: ModerationQueueProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const waitingHeading = useRef<HTMLHeadingElement>(null);
  const othersHeading = useRef<HTMLHeadingElement>(null);
  // The queue oldest first (first come, first seen); the rest newest first.
  const waiting = entries
    .filter((entry) => entry.state === 'waiting')
    .sort((a, b) => a.addedAt - b.addedAt);
  const others = entries
    .filter((entry) => entry.state !== 'waiting')
    .sort((a, b) => b.addedAt - a.addedAt);

  async function act(entry: HostEntry, action: EntryAction) {
    setFailed(false);
    (entry.state === 'waiting' ? waitingHeading : othersHeading).current?.focus();
    try {
      await onAction(entry, action);
    } catch {
      setFailed(true);
    }
  }

  return (
    <>
      <section className="host-section" aria-labelledby="host-queue">
        <h2 id="host-queue" ref={waitingHeading} tabIndex={-1}>
          {t('host.queue')} <span className="host-count">({waiting.length})</span>
        </h2>
        {failed && (
          <p className="host-error" role="alert">
            {t('host.moderationFailed')}
          </p>
        )}
        {waiting.length === 0 ? (
          <p className="host-hint">{t('host.queueEmpty')}</p>
        ) : (
          <ul className="host-entries host-entries-waiting">
            {waiting.map((entry) => (
              <EntryCard key={entry.id} entry={entry} onAction={act} />
            ))}
          </ul>
        )}
      </section>
      {children}
      <HostFold
        id="host-shown"
        title={t('host.shownHidden')}
        status={<span className="host-count">({others.length})</span>}
        open={openDone}
        headingRef={othersHeading}
      >
        {others.length === 0 ? (
          <p className="host-hint">{t('host.shownHiddenEmpty')}</p>
        ) : (
          <ul className="host-entries">
            {others.map((entry) => (
              <EntryCard key={entry.id} entry={entry} onAction={act} />
            ))}
          </ul>
        )}
      </HostFold>
    </>
  );
}

function EntryCard({
  entry,
  onAction,
}: {
  entry: HostEntry;
  onAction: (entry: HostEntry, action: EntryAction) => Promise<void>;
}) {
  const t = useT();
  const { language } = useLanguage();
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(entry.addedAt);
  const alt = t('host.stripAlt', { time });

  return (
    <li className={`host-entry host-entry-${entry.state}`}>
      <img
        className="host-entry-image"
        src={entry.displayUrl ?? entry.stripUrl}
        alt={alt}
        width={entry.width}
        height={entry.height}
        loading="lazy"
        decoding="async"
      />
      {entry.state !== 'waiting' && (
        <p className="host-entry-state">
          {entry.state === 'approved' ? t('host.stateApproved') : t('host.stateHidden')}
        </p>
      )}
      <ConfirmStep
        className="host-entry-confirm"
        label={alt}
        question={t('host.removeConfirm')}
        confirm={t('host.removeForGood')}
        keep={t('host.cancel')}
        onConfirm={() => void onAction(entry, 'removed')}
      >
        {(ask) => (
          <div className="host-entry-actions" role="group" aria-label={alt}>
            {entry.state !== 'approved' && (
              <button
                type="button"
                className={`button ${entry.state === 'waiting' ? 'button-primary' : ''}`.trim()}
                onClick={() => void onAction(entry, 'approved')}
              >
                {entry.state === 'waiting' ? t('host.approve') : t('host.showAgain')}
              </button>
            )}
            {entry.state !== 'hidden' && (
              <button
                type="button"
                className="button"
                onClick={() => void onAction(entry, 'hidden')}
              >
                {t('host.hide')}
              </button>
            )}
            <button type="button" className="button" onClick={ask}>
              {t('host.remove')}
            </button>
          </div>
        )}
      </ConfirmStep>
    </li>
  );
}

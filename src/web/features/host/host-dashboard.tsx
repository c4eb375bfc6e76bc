import { useEffect, useState } from 'react';
import type { HostEntry, HostView, LiveEventSettings } from '../../../model/live-event.js';
import { Screen } from '../../components/screen.js';
import { useOnline } from '../../lib/hooks/use-online.js';
import { useT } from '../../lib/i18n/language.js';
import { AddKiosk } from './add-kiosk.js';
import { CountsTotal, HourlyCounts } from './hourly-counts.js';
import { DeviceList } from './device-list.js';
import { DownloadAll } from './download-all.js';
import { EndEvent } from './end-event.js';
import { EventLinks } from './event-links.js';
import type { HostApi, HostLink } from '../../lib/api/live-event-api.js';
import { HostFold, wideScreen } from './host-fold.js';
import { HostSettings } from './host-settings.js';
import { ModerationQueue, type EntryAction } from './moderation-queue.js';
import { useHostView, type HostProblem } from './use-host-view.js';
import { VenueWifi } from './venue-wifi.js';

interface HostDashboardProps {
  api: HostApi;
  link: HostLink;
  /** The name kept on this device, shown while the event loads. */
  keptName?: string;
  /** The event's name changed (or was first read): kept with the link on this device. */
  onName: (name: string) => void;
  /** The event is gone (ended here or elsewhere, or the key no longer opens it). */
  onGone: (name: string) => void;
  /** The key does not open the event: offer to forget it. */
  onForget: () => void;
  /** Opens the ZIP's address (a plain download). */
  openUrl: (url: string) => void;
}

function withEntry(view: HostView, id: string, action: EntryAction): HostView {
  const entries =
    action === 'removed'
      ? view.entries.filter((entry) => entry.id !== id)
      : view.entries.map((entry) => (entry.id === id ? { ...entry, state: action } : entry));
  return { ...view, entries };
}

/** Everything the host manages, once the key opened the event. */
export function HostDashboard({
  api,
  link,
  keptName = '',
  onName,
  onGone,
  onForget,
  openUrl,
}: HostDashboardProps) {
  const t = useT();
  const online = useOnline();
  const { view, seenAt, problem, refresh, change } = useHostView(api, link);
  // Read once: a fold the host opened stays open when the window is resized.
  const [wide] = useState(wideScreen);
  const name = view?.event.settings.name ?? keptName;
  const title = name || t('host.title');
  // The name as the server says it, kept on this device so its list names the event.
  const readName = view?.event.settings.name;
  useEffect(() => {
    if (readName !== undefined) onName(readName);
  }, [readName, onName]);

  if (problem === 'wrongKey' || problem === 'ended') {
    return <HostTrouble problem={problem} onForget={onForget} onEnded={() => onGone(name)} />;
  }
  if (!view) {
    return (
      <Screen title={title}>
        {problem ? (
          <Problem problem={problem} onRetry={() => void refresh()} />
        ) : (
          <p role="status">{t('host.loading')}</p>
        )}
      </Screen>
    );
  }

  async function moderate(entry: HostEntry, action: EntryAction) {
    const before = entry;
    // Shown at once; put back as it was when the server refuses.
    change((old) => withEntry(old, entry.id, action));
    try {
      if (action === 'removed') await api.remove(link, entry.id);
      else await api.moderate(link, entry.id, action);
    } catch (error) {
      change((old) => ({
        ...old,
        entries: old.entries.some((e) => e.id === before.id)
          ? old.entries.map((e) => (e.id === before.id ? before : e))
          : [...old.entries, before].sort((a, b) => a.addedAt - b.addedAt),
      }));
      throw error;
    }
  }

  async function save(settings: LiveEventSettings) {
    await api.saveSettings(link, settings);
    change((old) => ({ ...old, event: { ...old.event, settings } }));
    onName(settings.name);
  }

  async function setVenue(addresses: readonly string[], here: boolean) {
    const venueAddresses = await api.setVenue(link, addresses, here);
    change((old) => ({ ...old, venueAddresses }));
  }

  async function renameDevice(id: string, name: string) {
    await api.renameDevice(link, id, name);
    change((old) => ({
      ...old,
      devices: old.devices.map((device) => (device.id === id ? { ...device, name } : device)),
    }));
  }

  async function end() {
    await api.end(link);
    onGone(name);
  }

  const devices = view.devices.length;
  // On a desktop under the strips and folded (changed rarely; open, its form would be the
  // longest column by far), so that the columns end level and the event's own actions
  // (Download all, End the event) are on the first screen; on a phone a folded line after the
  // counts.
  const settings = (
    <HostFold id="host-settings" title={t('host.settings')}>
      <HostSettings key={link.code} settings={view.event.settings} onSave={save} />
    </HostFold>
  );
  // On a desktop at the top of its column, on the first screen; on a phone before the end.
  const downloadAll = <DownloadAll archiveUrl={async () => openUrl(await api.archiveUrl(link))} />;
  return (
    <Screen title={title}>
      {(!online || problem) && (
        <Problem
          problem={online ? (problem ?? 'failed') : 'offline'}
          onRetry={() => void refresh()}
        />
      )}
      {/* On a phone one column, the strips to moderate first and the rest folded to a line
          each; on a desktop the strips beside the rest, open. */}
      <div className="host-dashboard">
        <div className="host-column">
          {/* The strips waiting first: the host's work, on the first screen; the links below. */}
          <ModerationQueue entries={view.entries} onAction={moderate} openDone={wide}>
            <section className="host-section" aria-labelledby="host-links">
              <h2 id="host-links" className="visually-hidden">
                {t('host.links')}
              </h2>
              <EventLinks code={link.code} name={name} origin={window.location.origin} />
            </section>
          </ModerationQueue>
          {wide && settings}
        </div>
        <div className="host-column">
          {wide && downloadAll}
          <HostFold
            id="host-devices"
            title={t('host.devices')}
            status={<span className="host-count">({devices})</span>}
            open={wide}
          >
            <DeviceList devices={view.devices} now={seenAt} onRename={renameDevice} />
            <AddKiosk code={link.code} origin={window.location.origin} />
          </HostFold>
          <HostFold
            id="host-counts"
            title={t('host.counts')}
            stacked
            status={<CountsTotal counts={view.counts} />}
            open={wide}
          >
            <HourlyCounts counts={view.counts} />
          </HostFold>
          {!wide && settings}
          <HostFold
            id="host-venue"
            title={t('host.venue')}
            status={(view.venueAddresses ?? []).length > 0 ? t('host.venueOn') : t('host.venueOff')}
          >
            <VenueWifi
              addresses={view.venueAddresses ?? []}
              onDeclareHere={() => setVenue(view.venueAddresses ?? [], true)}
              onForget={() => setVenue([], false)}
            />
          </HostFold>
          {!wide && downloadAll}
          <EndEvent name={title} onEnd={end} />
        </div>
      </div>
    </Screen>
  );
}

function Problem({ problem, onRetry }: { problem: HostProblem; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="host-problem" role="alert">
      <p>{problem === 'offline' ? t('host.offline') : t('host.failed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('host.retry')}
      </button>
    </div>
  );
}

function HostTrouble({
  problem,
  onForget,
  onEnded,
}: {
  problem: 'wrongKey' | 'ended';
  onForget: () => void;
  onEnded: () => void;
}) {
  const t = useT();
  return (
    <Screen title={t('host.title')}>
      <div className="host-problem" role="alert">
        <p>{problem === 'wrongKey' ? t('host.wrongKey') : t('host.ended')}</p>
        <button
          type="button"
          className="button"
          onClick={problem === 'wrongKey' ? onForget : onEnded}
        >
          {t('host.forget')}
        </button>
      </div>
    </Screen>
  );
}

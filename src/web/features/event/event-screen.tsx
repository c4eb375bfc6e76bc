import { useEffect, useState } from 'react';
import { useNavigate } from '../../lib/router/router.js';
import {
  defaultEventForm,
  formFromSettings,
  settingsFromForm,
  type BoothMode,
  type EventForm as EventFormValues,
} from '../../../model/event-form.js';
import { eventSetupLinkOf, type EventSetupLink } from '../../../model/event-links.js';
import type { EventSettings } from '../../../model/event-settings.js';
import { kioskSettings, type KioskForm } from '../../../model/kiosk-form.js';
import { paths } from '../../../model/paths.js';
import { Screen } from '../../components/screen.js';
import { dismissEndedEventNote, endedEventNote } from '../../lib/event/booth-sync.js';
import { saveEventSettings, stopEventMode, useEventSettings } from '../../lib/event/event-mode.js';
import { hashPin, newPinSalt } from '../../lib/event/event-pin.js';
import { hostedEvents, saveHostedEvent } from '../../lib/event/hosted-events.js';
import { eventSetupApi, hostApi, liveEventFailure } from '../../lib/api/live-event-api.js';
import { clearGuestData } from '../../lib/event/start-over.js';
import { useLanguage, useT } from '../../lib/i18n/language.js';
import { browserStorage } from '../../lib/storage/safe-storage.js';
import { defaultGreetingIn } from './default-greeting.js';
import { EventForm } from './event-form.js';
import { HostedEvents } from './hosted-events-list.js';
import { PinGate } from './pin-gate.js';
import { SharedLinks } from './shared-links.js';
import { createSharedEvent, joinSharedEvent, type CreatedBooth } from './shared-setup.js';
import './event-screen.css';

/** Full screen where the browser allows it, asked in the click that starts event mode. */
function requestFullscreen(): void {
  try {
    document.documentElement.requestFullscreen?.().catch(() => undefined);
  } catch {
    // Not allowed here (an iframe, an old browser): the booth works in a window too.
  }
}

/** The form as a link asked for it: joining with the kiosk link's code, or sharing. */
function asLinked(form: EventFormValues, linked: EventSetupLink | null): EventFormValues {
  if (linked?.mode === 'join') return { ...form, mode: 'join', joinCode: linked.code };
  return linked ? { ...form, mode: linked.mode } : form;
}

function exitFullscreen(): void {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}

/**
 * /event (docs/events.md): the host sets up event mode, on its own or as a booth of a shared
 * event (created here, or joined by its code); while it is on, the PIN opens the same settings
 * again, and Stop event mode. Start and Save show the booth in the event's language (kept as this
 * browser's choice too). A created event's links are shown once, before the booth starts. The
 * kiosk link (`#join=<code>`) opens the form on Join with the code filled in, so a tablet joins
 * with its PIN alone.
 */
export function EventScreen() {
  const settings = useEventSettings();
  const navigate = useNavigate();
  const t = useT();
  const { language, choose } = useLanguage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedBooth | null>(null);
  const [ended, setEnded] = useState(() => endedEventNote(browserStorage()));
  const [hosted] = useState(() => hostedEvents(browserStorage()));
  // Read once (this screen is rendered by the browser only), then out of the address bar, so
  // the code leaves with no screenshot and no bookmark of the set-up.
  const [linked] = useState(() => eventSetupLinkOf(window.location.hash));
  useEffect(() => {
    if (linked) window.history.replaceState(window.history.state, '', paths.event);
  }, [linked]);

  async function startBooth(booth: EventSettings) {
    saveEventSettings(booth);
    dismissEndedEventNote(browserStorage());
    if (booth.language) await choose(booth.language).catch(() => undefined);
    await navigate(paths.home);
  }

  async function hashedPin(typed: string) {
    const salt = newPinSalt();
    return { salt, hash: await hashPin(typed, salt) };
  }

  /** The created event's booth on this device, with its own PIN and quick start. */
  async function startKiosk({ event, booth }: CreatedBooth, kiosk: KioskForm) {
    const settings = kioskSettings(booth, kiosk, await hashedPin(kiosk.pin));
    // The start-over time is the event's, for all its kiosks: a change here is the host's.
    if (settings.idleSeconds !== event.settings.idleSeconds) {
      const link = { code: event.code, hostKey: event.hostKey };
      const changed = { ...event.settings, idleSeconds: settings.idleSeconds };
      await hostApi()
        .saveSettings(link, changed)
        .catch(() => undefined);
    }
    await startBooth(settings);
  }

  async function save(form: EventFormValues) {
    setBusy(true);
    setProblem(null);
    // A new shared event has no PIN: this device is no kiosk until its booth is started.
    const pin = form.mode === 'share' ? { salt: '', hash: '' } : await hashedPin(form.pin);
    const greeting = await defaultGreetingIn(form.language).catch(() => t('event.defaultGreeting'));
    try {
      if (form.mode === 'own') {
        await startBooth(settingsFromForm(form, pin, greeting));
      } else if (form.mode === 'join') {
        await startBooth(await joinSharedEvent(eventSetupApi(), form, pin));
      } else {
        const made = await createSharedEvent(eventSetupApi(), form, greeting);
        saveHostedEvent(browserStorage(), {
          code: made.event.code,
          hostKey: made.event.hostKey,
          name: made.event.settings.name,
        });
        setCreated(made);
        setBusy(false);
      }
    } catch (error) {
      setProblem(t(liveEventFailure(error)));
      setBusy(false);
    }
  }

  /** Event mode off, and the last guest's visit with it: the device is nobody's booth now. */
  async function stop() {
    setBusy(true);
    // First, while the settings still say whose booth it was (the event's language stays).
    await clearGuestData().catch(() => undefined);
    stopEventMode();
    exitFullscreen();
    await navigate(paths.home);
  }

  const submitLabel = (mode: BoothMode) =>
    mode === 'share'
      ? t('liveEvent.create')
      : mode === 'join'
        ? t('liveEvent.join')
        : settings
          ? t('event.save')
          : t('event.start');

  const endedNote = ended && (
    <div className="event-note" role="status">
      <p>
        {ended.name
          ? t('liveEvent.endedNote', { name: ended.name })
          : t('liveEvent.endedNoteUnnamed')}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          dismissEndedEventNote(browserStorage());
          setEnded(null);
        }}
      >
        {t('liveEvent.dismiss')}
      </button>
    </div>
  );

  if (created) {
    return (
      <Screen title={t('liveEvent.createdTitle')}>
        <SharedLinks
          event={created.event}
          onStart={(kiosk) => {
            requestFullscreen();
            void startKiosk(created, kiosk);
          }}
        />
      </Screen>
    );
  }

  if (!settings) {
    return (
      <Screen title={t('event.title')}>
        {endedNote}
        {/* Without a link, the two options of the form say what each is. */}
        {linked?.mode === 'join' && <p className="event-intro">{t('liveEvent.kioskLinkText')}</p>}
        <EventForm
          initial={asLinked(defaultEventForm(language, t('event.defaultGreeting')), linked)}
          chooseMode
          submitLabel={submitLabel}
          problem={problem}
          pinHint={t('event.startPinHint')}
          busy={busy}
          onSubmit={(form) => {
            // A new shared event's booth starts after its links were shown (Start the booth).
            if (form.mode !== 'share') requestFullscreen();
            void save(form);
          }}
        />
        <HostedEvents events={hosted} />
      </Screen>
    );
  }

  // A booth of a shared event takes its settings from the event: here it only joins again
  // (its PIN, or another event).
  const initial = asLinked(
    settings.code
      ? { ...formFromSettings(settings, language), mode: 'join' as const, joinCode: settings.code }
      : formFromSettings(settings, language),
    linked,
  );
  return (
    <Screen title={t('event.title')}>
      {endedNote}
      {open ? (
        <>
          {settings.code && <p className="event-intro">{t('liveEvent.deviceText')}</p>}
          <EventForm
            initial={initial}
            submitLabel={submitLabel}
            problem={problem}
            pinHint={t('event.savePinHint')}
            busy={busy}
            onSubmit={(form) => void save(form)}
          >
            <button type="button" className="button" disabled={busy} onClick={() => void stop()}>
              {t('event.stop')}
            </button>
          </EventForm>
          <HostedEvents events={hosted} />
        </>
      ) : (
        <PinGate settings={settings} onOpen={() => setOpen(true)} />
      )}
    </Screen>
  );
}

import { useState } from 'react';
import { useNavigate } from '../../lib/router/router.js';
import {
  defaultEventForm,
  formFromSettings,
  settingsFromForm,
  type EventForm as EventFormValues,
} from '../../../model/event-form.js';
import { paths } from '../../../model/paths.js';
import { Screen } from '../../components/screen.js';
import { saveEventSettings, stopEventMode, useEventSettings } from '../../lib/event/event-mode.js';
import { hashPin, newPinSalt } from '../../lib/event/event-pin.js';
import { clearGuestData } from '../../lib/event/start-over.js';
import { useLanguage, useT } from '../../lib/i18n/language.js';
import { defaultGreetingIn } from './default-greeting.js';
import { EventForm } from './event-form.js';
import { PinGate } from './pin-gate.js';
import './event-screen.css';

/** Full screen where the browser allows it, asked in the click that starts event mode. */
function requestFullscreen(): void {
  try {
    document.documentElement.requestFullscreen?.().catch(() => undefined);
  } catch {
    // Not allowed here (an iframe, an old browser): the booth works in a window too.
  }
}

function exitFullscreen(): void {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}

/**
 * /event (docs/events.md): the host sets up event mode; while it is on,
 * the PIN opens the same settings again, and Stop event mode. Start and Save show the booth in
 * the event's language (kept as this browser's choice too).
 */
export function EventScreen() {
  const settings = useEventSettings();
  const navigate = useNavigate();
  const t = useT();
  const { language, choose } = useLanguage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(form: EventFormValues) {
    setBusy(true);
    const salt = newPinSalt();
    const hash = await hashPin(form.pin, salt);
    const greeting = await defaultGreetingIn(form.language).catch(() => t('event.defaultGreeting'));
    saveEventSettings(settingsFromForm(form, { hash, salt }, greeting));
    await choose(form.language).catch(() => undefined);
    await navigate(paths.home);
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

  if (!settings) {
    return (
      <Screen title={t('event.title')}>
        <p className="event-intro">{t('event.intro')}</p>
        <EventForm
          initial={defaultEventForm(language, t('event.defaultGreeting'))}
          submitLabel={t('event.start')}
          pinHint={t('event.startPinHint')}
          busy={busy}
          onSubmit={(form) => {
            requestFullscreen();
            void save(form);
          }}
        />
      </Screen>
    );
  }

  return (
    <Screen title={t('event.title')}>
      {open ? (
        <EventForm
          initial={formFromSettings(settings, language)}
          submitLabel={t('event.save')}
          pinHint={t('event.savePinHint')}
          busy={busy}
          onSubmit={(form) => void save(form)}
        >
          <button type="button" className="button" disabled={busy} onClick={() => void stop()}>
            {t('event.stop')}
          </button>
        </EventForm>
      ) : (
        <PinGate settings={settings} onOpen={() => setOpen(true)} />
      )}
    </Screen>
  );
}

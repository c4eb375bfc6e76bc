import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DEFAULT_EVENT_FORM,
  formFromSettings,
  settingsFromForm,
  type EventForm as EventFormValues,
} from '../../../model/event-form.js';
import { paths } from '../../../model/paths.js';
import { Screen } from '../../components/screen.js';
import { saveEventSettings, stopEventMode, useEventSettings } from '../../lib/event-mode.js';
import { hashPin, newPinSalt } from '../../lib/event-pin.js';
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
 * /event (README, Running a booth at an event): the host sets up event mode; while it is on,
 * the PIN opens the same settings again, and Stop event mode.
 */
export function EventScreen() {
  const settings = useEventSettings();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(form: EventFormValues) {
    setBusy(true);
    const salt = newPinSalt();
    saveEventSettings(settingsFromForm(form, { hash: await hashPin(form.pin, salt), salt }));
    await navigate(paths.home);
  }

  function stop() {
    stopEventMode();
    exitFullscreen();
    void navigate(paths.home);
  }

  if (!settings) {
    return (
      <Screen title="Event mode">
        <p className="event-intro">
          Run the booth on a shared tablet: guests start over after a while without a touch, and
          nothing of theirs stays on the device.
        </p>
        <EventForm
          initial={DEFAULT_EVENT_FORM}
          submitLabel="Start event mode"
          pinHint="4 digits. You need it to change the settings or stop event mode."
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
    <Screen title="Event mode">
      {open ? (
        <EventForm
          initial={formFromSettings(settings)}
          submitLabel="Save settings"
          pinHint="4 digits: the PIN from now on (it may be the same one)."
          busy={busy}
          onSubmit={(form) => void save(form)}
        >
          <button type="button" className="button" onClick={stop}>
            Stop event mode
          </button>
        </EventForm>
      ) : (
        <PinGate settings={settings} onOpen={() => setOpen(true)} />
      )}
    </Screen>
  );
}

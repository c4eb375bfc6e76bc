/**
 * Start on /event for a shared event (docs/events.md, "The event, shared: set-up"): create it on
 * the server, or join one by its code. Both make the booth's settings, with the code that makes
 * the kiosk a booth device of the event (its uploads count for it, the host's changes reach it).
 */
import { boothSettingsOf } from '../../../model/booth-device.js';
import {
  eventCodeFromInput,
  liveSettingsFromForm,
  settingsFromForm,
  type EventForm,
} from '../../../model/event-form.js';
import type { EventSettings } from '../../../model/event-settings.js';
import type { KioskBase } from '../../../model/kiosk-form.js';
import type { CreatedEvent } from '../../../model/live-event.js';
import { ApiRequestError, UNEXPECTED_ANSWER } from '../../lib/api/api-request-error.js';
import type { EventSetupApi } from '../../lib/api/live-event-api.js';

export interface HashedPin {
  hash: string;
  salt: string;
}

/**
 * The created event (its host key and links, shown once) and the settings a kiosk of it starts
 * from, should the host make this device one (its PIN is asked then).
 */
export interface CreatedBooth {
  event: CreatedEvent;
  booth: KioskBase;
}

export async function createSharedEvent(
  api: EventSetupApi,
  form: EventForm,
  defaultGreeting: string,
): Promise<CreatedBooth> {
  const event = await api.create(liveSettingsFromForm(form, defaultGreeting));
  const {
    pinHash: _hash,
    pinSalt: _salt,
    fixedLayout: _layout,
    fixedTimer: _timer,
    ...base
  } = settingsFromForm(form, { hash: '', salt: '' }, defaultGreeting);
  return { event, booth: { ...base, code: event.code } };
}

/** The booth's settings from the event named in the form; rejects as the server answered. */
export async function joinSharedEvent(
  api: EventSetupApi,
  form: EventForm,
  pin: HashedPin,
): Promise<EventSettings> {
  const code = eventCodeFromInput(form.joinCode);
  if (code === null) throw new ApiRequestError('No event code.', 404);
  const settings = boothSettingsOf(await api.read(code), {
    pinHash: pin.hash,
    pinSalt: pin.salt,
    code,
  });
  if (!settings) throw new ApiRequestError('Unexpected answer.', 200, UNEXPECTED_ANSWER);
  return {
    ...settings,
    ...(form.fixedLayout !== null ? { fixedLayout: form.fixedLayout } : {}),
    ...(form.fixedTimer !== null ? { fixedTimer: form.fixedTimer } : {}),
  };
}

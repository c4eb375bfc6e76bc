/**
 * A kiosk's quick start (docs/events.md, "Setting up"): where the welcome screen's Start leads.
 * Apart from event-settings.ts, which the first page loads only in event mode: this is all `/`
 * needs of it.
 */
import type { EventSettings } from './event-settings.js';
import type { PoseCount } from './layouts.js';

/** The poses Start opens the camera with (a kiosk with its layout fixed and the camera only). */
export function quickStartLayout(
  settings: Pick<EventSettings, 'fixedLayout' | 'sources'> | null,
): PoseCount | null {
  return settings?.sources === 'camera' ? (settings.fixedLayout ?? null) : null;
}

/**
 * A shared event's settings for the tests of every side (model, web, server, e2e), so each says
 * only what its case changes: an English wedding whose gallery waits for the host's approval.
 */
import type { LiveEventSettings } from '../src/model/live-event.js';

export const EVENT_SETTINGS: LiveEventSettings = {
  name: 'Ana & Bo',
  greeting: 'Thanks for coming!',
  language: 'en',
  idleSeconds: 60,
  sources: 'camera-and-upload',
  print: false,
  printLayout: 'strip',
  gallery: 'approval',
  keepDays: 30,
};

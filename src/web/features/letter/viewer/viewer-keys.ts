import type { ViewerEvent } from './viewer-machine.js';

const KEY_ZOOM = 1.5;

/**
 * What the viewer's keys do (with no Alt, Ctrl or Meta held). Apart from viewer-input.ts, which
 * the page loads: these come with the viewer's code.
 */
export const VIEWER_KEYS: Readonly<Record<string, ViewerEvent>> = {
  ArrowRight: { type: 'go', to: 'next' },
  ArrowLeft: { type: 'go', to: 'previous' },
  '+': { type: 'zoom', factor: KEY_ZOOM },
  '=': { type: 'zoom', factor: KEY_ZOOM },
  '-': { type: 'zoom', factor: 1 / KEY_ZOOM },
  '0': { type: 'zoom', factor: 0 },
};

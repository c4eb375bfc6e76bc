/**
 * The readers of the navigation (history) state, one per screen; useGoTo (go-to.ts) writes it.
 * History state outlives the code that wrote it (a reload, Back after a new deployment), so each
 * reader checks what it is given and falls back, never casts.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../lib/router/router.js';
import { DEFAULT_FILTER, isFilterKey } from '../../model/filter-keys.js';
import {
  DEFAULT_POSE_COUNT,
  DEFAULT_TIMER,
  isPoseCount,
  isTimerSeconds,
  type PoseCount,
} from '../../model/layouts.js';
import type { SequenceSettings } from './go-to.js';

function field(state: unknown, name: string): unknown {
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[name]
    : undefined;
}

/** /layout: true when it was sent the needs-photos notice. */
export function readLayoutState(state: unknown): boolean {
  return field(state, 'notice') === 'needs-photos';
}

/** /capture and /edit: the layout chosen, when the state holds one. */
export function readPoseCount(state: unknown): PoseCount | null {
  const layout = field(state, 'layout');
  return isPoseCount(layout) ? layout : null;
}

/**
 * /sequence: layout (default 3), timer (default 3, number or text), filter (default none) and,
 * for a retake, the pose: kept only when it is a whole number from 1 to the layout.
 */
export function readSequenceState(state: unknown): SequenceSettings {
  const given = field(state, 'layout');
  const layout = isPoseCount(given) ? given : DEFAULT_POSE_COUNT;
  const givenTimer = field(state, 'timer');
  const timer = typeof givenTimer === 'string' ? Number(givenTimer) : givenTimer;
  const filter = field(state, 'filter');
  const pose = field(state, 'retakePose');
  const retake = typeof pose === 'number' && Number.isInteger(pose) && pose >= 1 && pose <= layout;
  return {
    layout,
    timer: isTimerSeconds(timer) ? timer : DEFAULT_TIMER,
    filter: isFilterKey(filter) ? filter : DEFAULT_FILTER,
    ...(retake ? { retakePose: pose } : {}),
  };
}

/**
 * /sequence as opened: its settings, or null when the address was opened with no state at all
 * (typed in, a bookmark): no screen chose a layout, so no shoot starts (docs/using.md, Using the booth).
 */
export function readSequenceEntry(state: unknown): SequenceSettings | null {
  return typeof state === 'object' && state !== null ? readSequenceState(state) : null;
}

/** /download: the strip in the state, when it holds a readable one. */
export function readDownloadState(state: unknown): Blob | null {
  const strip = field(state, 'photostrip');
  return typeof Blob !== 'undefined' && strip instanceof Blob && strip.size > 0 ? strip : null;
}

/**
 * /download: the nonce the strip in the state was kept with, when it holds one (an entry written
 * before nonces, or by anything else, has none: at an event its strip is not shown).
 */
export function readDownloadNonce(state: unknown): string | null {
  const nonce = field(state, 'nonce');
  return typeof nonce === 'string' && nonce !== '' ? nonce : null;
}

/**
 * /layout's notice, read once and then dropped from the history entry, so a reload does not
 * repeat it.
 */
export function useLayoutNotice(): boolean {
  const navigate = useNavigate();
  const { state, pathname } = useLocation();
  const [needsPhotos] = useState(() => readLayoutState(state));
  useEffect(() => {
    if (readLayoutState(state)) void navigate(pathname, { replace: true, state: null });
  }, [state, pathname, navigate]);
  return needsPhotos;
}

/** /sequence's settings, read once (a running sequence keeps them); null when none were given. */
export function useSequenceState(): SequenceSettings | null {
  const { state } = useLocation();
  const [settings] = useState(() => readSequenceEntry(state));
  return settings;
}

/**
 * What one screen hands the next in the navigation (history) state, and its one writer, useGoTo.
 * Each screen reads what it is handed with its own reader (screen-state.ts).
 */
import { useCallback } from 'react';
import { useNavigate } from '../lib/router/router.js';
import type { FilterKey } from '../../model/filter-keys.js';
import type { PoseCount, TimerSeconds } from '../../model/layouts.js';
import { paths } from '../../model/paths.js';

export interface SequenceSettings {
  layout: PoseCount;
  timer: TimerSeconds;
  filter: FilterKey;
  /**
   * A retake from the editor: the 1-based pose (at most `layout`) shot again, alone; the visit's
   * other photos and its decoration stay. Absent for a whole sequence.
   */
  retakePose?: number;
}

/** The state each screen may be opened with. */
export interface ScreenStates {
  /** Another screen sent the visitor back because the visit has no photos yet. */
  layout: { notice: 'needs-photos' };
  capture: { layout: PoseCount };
  sequence: SequenceSettings;
  edit: { layout: PoseCount };
  /**
   * The collected strip itself (history state keeps Blobs) with the nonce it was kept with
   * (lib/storage/strip-image-store.ts), or, where the browser cannot keep a Blob there, a note to
   * read it from storage.
   */
  download: { photostrip: Blob; nonce: string } | { fromCollect: true };
  /** 'Make a strip together' on /layout: the room is made with the layout chosen there. */
  together: { layout: PoseCount };
}

/** Opens a screen with the state that screen reads. */
export function useGoTo() {
  const navigate = useNavigate();
  return useCallback(
    <Screen extends keyof ScreenStates>(
      screen: Screen,
      state: ScreenStates[Screen],
      options: { replace?: boolean } = {},
    ) => navigate(paths[screen], { ...options, state }),
    [navigate],
  );
}

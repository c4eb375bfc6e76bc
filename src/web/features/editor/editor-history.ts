/**
 * The editor's undo history: every decoration event is one entry, except the stream of
 * colours a colour input sends while its picker is dragged, which counts as one choice.
 */
import { decorate, type Decoration, type DecorationEvent } from '../../../model/decoration.js';
import { record, redo, startHistory, undo, type History } from '../../../model/history.js';
import { isPaletteColour } from '../../../model/colour.js';

/** Custom colours chosen closer together than this are one history entry. */
export const COLOUR_COALESCE_MS = 1000;

/**
 * Zooms of one photo closer together than this are one history entry: a Zoom slider's drag,
 * a quick run of Ctrl+wheel steps. Its own concern, the same length as the colours' for now.
 */
export const PHOTO_ZOOM_COALESCE_MS = 1000;

export interface EditorHistory {
  readonly history: History<Decoration>;
  /** The custom colour that made the present, and when; null after anything else. */
  readonly lastCustomColour: { readonly at: number } | null;
  /** The zoom of a photo that made the present (the slider sends a stream too), and when. */
  readonly lastZoom?: { readonly index: number; readonly at: number } | null;
}

export function startEditorHistory(decoration: Decoration): EditorHistory {
  return { history: startHistory(decoration), lastCustomColour: null };
}

export function applyEvent(
  state: EditorHistory,
  event: DecorationEvent,
  now: number,
): EditorHistory {
  const { history } = state;
  const next = decorate(history.present, event);
  if (next === history.present) return state;
  if (event.type === 'PhotoZoomed') {
    const last = state.lastZoom;
    const lastZoom = { index: event.index, at: now };
    if (last && last.index === event.index && now - last.at < PHOTO_ZOOM_COALESCE_MS) {
      // One slider drag (or a quick run of Ctrl+wheel steps) is one step to undo.
      return {
        history: { ...history, present: next, future: [] },
        lastCustomColour: null,
        lastZoom,
      };
    }
    return { history: record(history, next), lastCustomColour: null, lastZoom };
  }
  const custom = event.type === 'FrameColourChosen' && !isPaletteColour(event.colour);
  if (custom && state.lastCustomColour && now - state.lastCustomColour.at < COLOUR_COALESCE_MS) {
    // Replaces the present: undo goes back to the colour before the picker was dragged.
    return { history: { ...history, present: next, future: [] }, lastCustomColour: { at: now } };
  }
  return { history: record(history, next), lastCustomColour: custom ? { at: now } : null };
}

export function undoEditor(state: EditorHistory): EditorHistory {
  return { history: undo(state.history), lastCustomColour: null };
}

export function redoEditor(state: EditorHistory): EditorHistory {
  return { history: redo(state.history), lastCustomColour: null };
}

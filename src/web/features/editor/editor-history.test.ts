import { describe, expect, it } from 'vitest';
import { DEFAULT_DECORATION, type DecorationEvent } from '../../../model/decoration.js';
import { canRedo, canUndo } from '../../../model/history.js';
import type { Sticker } from '../../../model/sticker.js';
import { framesFor } from '../../../model/photo-frame.js';
import { stripGeometry } from '../../../model/strip.js';
import { applyEvent, redoEditor, startEditorHistory, undoEditor } from './editor-history.js';

const heart: Sticker = { id: 7, x: 10, y: 10, width: 64, height: 64, rotation: 0, char: '❤️' };
const colour = (hex: string): DecorationEvent => ({ type: 'FrameColourChosen', colour: hex });

describe('the editor history', () => {
  it('records every event, and undo/redo walk through them', () => {
    let state = startEditorHistory(DEFAULT_DECORATION);
    state = applyEvent(state, { type: 'StickerAdded', sticker: heart }, 0);
    state = applyEvent(state, { type: 'StickerChanged', sticker: { ...heart, x: 50 } }, 10);
    state = applyEvent(state, { type: 'DateStampToggled', on: false }, 20);
    expect(state.history.past).toHaveLength(3);
    state = undoEditor(undoEditor(state));
    expect(state.history.present.stickers).toEqual([heart]);
    expect(state.history.present.dateStamp).toBe(true);
    expect(canRedo(state.history)).toBe(true);
    state = redoEditor(state);
    expect(state.history.present.stickers).toEqual([{ ...heart, x: 50 }]);
    state = undoEditor(undoEditor(state));
    expect(state.history.present).toEqual(DEFAULT_DECORATION);
    expect(canUndo(state.history)).toBe(false);
  });

  it('an event that changes nothing is not recorded', () => {
    const state = startEditorHistory(DEFAULT_DECORATION);
    expect(applyEvent(state, { type: 'DateStampToggled', on: true }, 0)).toBe(state);
    expect(applyEvent(state, { type: 'StickerDeleted', id: 99 }, 0)).toBe(state);
  });

  it('palette colours are one entry each, however quick', () => {
    let state = startEditorHistory(DEFAULT_DECORATION);
    state = applyEvent(state, colour('#E63946'), 0);
    state = applyEvent(state, colour('#457B9D'), 100);
    expect(state.history.past).toHaveLength(2);
    expect(undoEditor(state).history.present.frameColour).toBe('#E63946');
  });

  it('a colour input dragged through custom colours is one entry', () => {
    let state = startEditorHistory(DEFAULT_DECORATION);
    state = applyEvent(state, colour('#E63946'), 0);
    state = applyEvent(state, colour('#123456'), 5000);
    state = applyEvent(state, colour('#123457'), 5300);
    state = applyEvent(state, colour('#12345a'), 5900);
    expect(state.history.present.frameColour).toBe('#12345a');
    expect(state.history.past).toHaveLength(2);
    expect(undoEditor(state).history.present.frameColour).toBe('#E63946');
    // A pause, or anything in between, starts a new entry.
    const later = applyEvent(state, colour('#abcdef'), 7000);
    expect(later.history.past).toHaveLength(3);
    const afterUndo = applyEvent(undoEditor(state), colour('#abcdee'), 6000);
    expect(afterUndo.history.past).toHaveLength(2);
  });

  it('a zoom slider dragged on one photo is one entry; pans, moves and resets are one each', () => {
    const strip = { ...DEFAULT_DECORATION, photoFrames: framesFor(undefined, 2) };
    const zoom = (index: number, value: number): DecorationEvent => ({
      type: 'PhotoZoomed',
      index,
      zoom: value,
      offsetX: 0,
      offsetY: 0,
    });
    let state = startEditorHistory(strip);
    state = applyEvent(state, zoom(0, 1.5), 1000);
    state = applyEvent(state, zoom(0, 2), 1200);
    state = applyEvent(state, zoom(1, 2), 1300);
    state = applyEvent(state, { type: 'PhotoPanned', index: 1, offsetX: 4, offsetY: 0 }, 1400);
    state = applyEvent(
      state,
      { type: 'PhotoMoved', from: 0, to: 1, strip: stripGeometry(2) },
      1500,
    );
    state = applyEvent(state, { type: 'PhotoReset', index: 0 }, 1600);
    expect(state.history.past).toHaveLength(5);
    state = undoEditor(undoEditor(undoEditor(undoEditor(state))));
    expect(state.history.present.photoFrames?.[0]?.zoom).toBe(2);
    state = undoEditor(state);
    expect(state.history.present).toBe(strip);
    state = redoEditor(state);
    expect(state.history.present.photoFrames?.[0]?.zoom).toBe(2);
    expect(canRedo(state.history)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { Sticker } from '../../../model/sticker.js';
import { historyShortcut, stickerKeyAction, type KeyPress } from './sticker-keys.js';

const bounds = { width: 300, height: 500 };
const star: Sticker = { id: 1, x: 100, y: 100, width: 64, height: 64, rotation: 0, char: '⭐' };

function press(key: string, modifiers: Partial<KeyPress> = {}): KeyPress {
  return { key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...modifiers };
}

function changed(key: string, modifiers: Partial<KeyPress> = {}, sticker = star): Sticker {
  const action = stickerKeyAction(press(key, modifiers));
  if (action?.kind !== 'change') throw new Error(`${key} is not a change`);
  return action.change(sticker, bounds);
}

describe('keys on a focused sticker', () => {
  it('arrows move by one unit, with Shift by ten', () => {
    expect(changed('ArrowLeft')).toMatchObject({ x: 99, y: 100 });
    expect(changed('ArrowRight')).toMatchObject({ x: 101, y: 100 });
    expect(changed('ArrowUp')).toMatchObject({ x: 100, y: 99 });
    expect(changed('ArrowDown')).toMatchObject({ x: 100, y: 101 });
    expect(changed('ArrowLeft', { shiftKey: true })).toMatchObject({ x: 90 });
    expect(changed('ArrowDown', { shiftKey: true })).toMatchObject({ y: 110 });
  });

  it('arrows keep the sticker inside the strip', () => {
    expect(changed('ArrowLeft', { shiftKey: true }, { ...star, x: 4 })).toMatchObject({ x: 0 });
  });

  it('+ and = grow by 1.1 about the centre; - and − shrink back', () => {
    const grown = changed('+');
    expect(grown.width).toBeCloseTo(70.4);
    expect(grown.x + grown.width / 2).toBeCloseTo(132);
    expect(changed('=').width).toBeCloseTo(70.4);
    expect(changed('-', {}, grown).width).toBeCloseTo(64);
    expect(changed('−').width).toBeCloseTo(64 / 1.1);
  });

  it('[ and ] turn by 15° each way', () => {
    expect(changed('[').rotation).toBe(-15);
    expect(changed(']').rotation).toBe(15);
    expect(changed(']', {}, { ...star, rotation: 180 }).rotation).toBe(-165);
  });

  it('Delete and Backspace delete, Escape deselects, other keys do nothing', () => {
    expect(stickerKeyAction(press('Delete'))).toEqual({ kind: 'delete' });
    expect(stickerKeyAction(press('Backspace'))).toEqual({ kind: 'delete' });
    expect(stickerKeyAction(press('Escape'))).toEqual({ kind: 'deselect' });
    expect(stickerKeyAction(press('a'))).toBeNull();
    expect(stickerKeyAction(press('Tab'))).toBeNull();
  });

  it('leaves browser shortcuts alone', () => {
    expect(stickerKeyAction(press('ArrowLeft', { altKey: true }))).toBeNull();
    expect(stickerKeyAction(press('-', { ctrlKey: true }))).toBeNull();
    expect(stickerKeyAction(press('+', { metaKey: true }))).toBeNull();
  });
});

describe('undo and redo shortcuts', () => {
  it('Ctrl/Cmd+Z undoes; Shift+Ctrl/Cmd+Z and Ctrl+Y redo', () => {
    expect(historyShortcut(press('z', { ctrlKey: true }))).toBe('undo');
    expect(historyShortcut(press('z', { metaKey: true }))).toBe('undo');
    expect(historyShortcut(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(press('z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(press('y', { ctrlKey: true }))).toBe('redo');
  });

  it('other keys are not shortcuts', () => {
    expect(historyShortcut(press('z'))).toBeNull();
    expect(historyShortcut(press('y', { metaKey: true }))).toBeNull();
    expect(historyShortcut(press('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyShortcut(press('x', { ctrlKey: true }))).toBeNull();
  });
});

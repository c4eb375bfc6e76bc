// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DARK_INK, LIGHT_INK } from '../../../../model/colour.js';
import { FRAME_PALETTE } from '../../../../model/palette.js';
import { i18nOf } from '../../../lib/i18n/catalogues.js';
import { FramePalette, paletteName } from './frame-palette.js';

afterEach(cleanup);

/** The palette with the colour it was last given, as the editor holds it. */
function Chooser({ start, onChoose }: { start: string; onChoose(hex: string): void }) {
  const [colour, setColour] = useState(start);
  return (
    <FramePalette
      colour={colour}
      onChoose={(hex) => {
        onChoose(hex);
        setColour(hex);
      }}
    />
  );
}

const swatch = (name: string) => screen.getByRole('button', { name });
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.title);

describe('FramePalette', () => {
  it('offers every palette colour as a button named by its label, the chosen one pressed', () => {
    render(<Chooser start="#ffffff" onChoose={() => undefined} />);
    expect(screen.getAllByRole('button').map((button) => button.title)).toEqual(
      FRAME_PALETTE.map((entry) => entry.label),
    );
    // The colour as the colour input writes it (lower case) is the palette's Pure White.
    expect(pressed()).toEqual(['Pure White']);
    expect(screen.getByText('Pure White', { selector: '.palette-chosen' })).toBeTruthy();
  });

  it('choosing a swatch hands its colour over and marks it chosen', () => {
    const onChoose = vi.fn();
    render(<Chooser start="#FFFFFF" onChoose={onChoose} />);
    fireEvent.click(swatch('Royal Blue'));
    expect(onChoose).toHaveBeenCalledWith('#457B9D');
    expect(pressed()).toEqual(['Royal Blue']);
    expect(screen.getByText('Royal Blue', { selector: '.palette-chosen' })).toBeTruthy();
  });

  it('a colour from the Custom input is written out, with no swatch pressed', () => {
    const onChoose = vi.fn();
    render(<Chooser start="#FFFFFF" onChoose={onChoose} />);
    const custom = screen.getByLabelText('Custom');
    expect((custom as HTMLInputElement).value).toBe('#ffffff');
    fireEvent.input(custom, { target: { value: '#123456' } });
    expect(onChoose).toHaveBeenCalledWith('#123456');
    expect(pressed()).toEqual([]);
    // Named, as the AI box names a colour: the nearest CSS colour name in English.
    expect(screen.getByText('Dark Slate Gray #123456')).toBeTruthy();
  });

  it('draws each check mark in the ink readable on its swatch', () => {
    render(<Chooser start="#000000" onChoose={() => undefined} />);
    const ink = (name: string) => swatch(name).style.getPropertyValue('--swatch-ink');
    expect(ink('Pure White')).toBe(DARK_INK);
    expect(ink('Jet Black')).toBe(LIGHT_INK);
    expect(ink('Ruby Red')).toBe(LIGHT_INK);
    expect(ink('Mint Cream')).toBe(DARK_INK);
  });
});

describe('paletteName', () => {
  it('has a catalogue name for every palette colour, its label in English', () => {
    const t = i18nOf('en');
    for (const entry of FRAME_PALETTE) {
      expect(paletteName(entry, (key, values) => t._(key, values))).toBe(entry.label);
    }
    expect(t._('controls.paletteColour', { colour: 'pureWhite' })).toBe('Pure White');
  });
});

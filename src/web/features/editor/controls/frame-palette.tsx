import { useId, type CSSProperties } from 'react';
import { paletteColourOf, readableInk, sameColour } from '../../../../model/colour.js';
import { FRAME_PALETTE, type PaletteColour } from '../../../../model/palette.js';
import { directionOf } from '../../../../model/languages.js';
import { useLanguage, useT } from '../../../lib/i18n/language.js';
import type { Translate } from '../../../lib/i18n/message-key.js';
import { colourInputValue } from './colour.js';
import { useColourName } from './use-colour-name.js';
import './controls.css';
import './frame-palette.css';

/** Custom properties the swatch CSS reads: the swatch's colour and the ink of its check mark. */
function swatchStyle(colour: string): CSSProperties {
  return { '--swatch': colour, '--swatch-ink': readableInk(colour) } as CSSProperties;
}

/** Each palette colour's name in the catalogues (the `colour` of controls.paletteColour), by its hex. */
const PALETTE_NAMES: Readonly<Record<string, string>> = {
  '#FFFFFF': 'pureWhite',
  '#000000': 'jetBlack',
  '#E63946': 'rubyRed',
  '#FFE5E5': 'lightPink',
  '#457B9D': 'royalBlue',
  '#2A9D8F': 'forestGreen',
  '#B76E79': 'roseGold',
  '#B5838D': 'lavenderMist',
  '#C0C0C0': 'metallicSilver',
  '#A8DADC': 'mintCream',
  '#D3D3D3': 'lightGray',
};

/** A palette colour's name in the app's language (its English label when the catalogues lack it). */
export function paletteName(entry: PaletteColour, t: Translate): string {
  const name = PALETTE_NAMES[entry.hex.toUpperCase()];
  return name ? t('controls.paletteColour', { colour: name }) : entry.label;
}

/** The chosen swatch's mark: shown, not read (aria-pressed says it). */
function Check() {
  return (
    <span className="palette-mark" aria-hidden="true">
      ✓
    </span>
  );
}

/**
 * The frame colours (docs/using.md, Controls and AI box) as round swatch buttons named by their
 * labels, plus Custom through a colour input. The chosen one carries a check mark and a ring (not its colour alone), and its
 * name is written out under the swatches.
 */
export function FramePalette({
  colour,
  onChoose,
}: {
  colour: string;
  onChoose: (hex: string) => void;
}) {
  const headingId = useId();
  const t = useT();
  const { language } = useLanguage();
  // '#a1b2c3' reads left to right inside right-to-left words: isolated, its # stays in front.
  const hex = colourInputValue(colour);
  const shownHex = directionOf(language) === 'rtl' ? `\u2066${hex}\u2069` : hex;
  const customId = useId();
  const chosen = paletteColourOf(colour);
  // Off the palette (an AI colour applied, the Custom input): named as the AI box names it.
  const colourName = useColourName();
  const custom = chosen === undefined;
  return (
    <section className="control-block palette-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="control-heading">
        {t('controls.frameColour')}
      </h2>
      <div className="palette" role="group" aria-labelledby={headingId}>
        {FRAME_PALETTE.map((entry) => {
          const pressed = sameColour(entry.hex, colour);
          const name = paletteName(entry, t);
          return (
            <button
              key={entry.hex}
              type="button"
              className="palette-swatch"
              style={swatchStyle(entry.hex)}
              title={name}
              aria-pressed={pressed}
              onClick={() => onChoose(entry.hex)}
            >
              <span className="visually-hidden">{name}</span>
              {pressed && <Check />}
            </button>
          );
        })}
        <div
          className="palette-swatch palette-custom"
          style={custom ? swatchStyle(colour) : undefined}
          title={t('controls.custom')}
          data-chosen={custom || undefined}
        >
          <input
            id={customId}
            className="choice-input palette-custom-input"
            type="color"
            value={colourInputValue(colour)}
            onChange={(event) => onChoose(event.target.value)}
          />
          <label htmlFor={customId} className="visually-hidden">
            {t('controls.custom')}
          </label>
          <span className="palette-mark" aria-hidden="true">
            {custom ? '✓' : '+'}
          </span>
        </div>
      </div>
      <p className="palette-chosen" aria-live="polite">
        {chosen
          ? paletteName(chosen, t)
          : t('controls.namedColour', { name: colourName(colour), hex: shownHex })}
      </p>
    </section>
  );
}

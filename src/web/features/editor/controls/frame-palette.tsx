import { useId, type CSSProperties } from 'react';
import { paletteColourOf, readableInk, sameColour } from '../../../../model/colour.js';
import { FRAME_PALETTE } from '../../../../model/palette.js';
import { colourInputValue } from './colour.js';
import './controls.css';
import './frame-palette.css';

/** Custom properties the swatch CSS reads: the swatch's colour and the ink of its check mark. */
function swatchStyle(colour: string): CSSProperties {
  return { '--swatch': colour, '--swatch-ink': readableInk(colour) } as CSSProperties;
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
 * The frame colours (README, Controls and AI box) as round swatch buttons named by their
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
  const customId = useId();
  const chosen = paletteColourOf(colour);
  const custom = chosen === undefined;
  return (
    <section className="control-block palette-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="control-heading">
        Frame colour
      </h2>
      <div className="palette" role="group" aria-labelledby={headingId}>
        {FRAME_PALETTE.map((entry) => {
          const pressed = sameColour(entry.hex, colour);
          return (
            <button
              key={entry.hex}
              type="button"
              className="palette-swatch"
              style={swatchStyle(entry.hex)}
              title={entry.label}
              aria-pressed={pressed}
              onClick={() => onChoose(entry.hex)}
            >
              <span className="visually-hidden">{entry.label}</span>
              {pressed && <Check />}
            </button>
          );
        })}
        <div
          className="palette-swatch palette-custom"
          style={custom ? swatchStyle(colour) : undefined}
          title="Custom"
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
            Custom
          </label>
          <span className="palette-mark" aria-hidden="true">
            {custom ? '✓' : '+'}
          </span>
        </div>
      </div>
      <p className="palette-chosen" aria-live="polite">
        {chosen ? chosen.label : `Custom ${colourInputValue(colour)}`}
      </p>
    </section>
  );
}

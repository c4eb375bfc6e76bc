/** What the two heading artworks (SendMemoryArt, ArrivedLetterArt) share: sparkles and lettering. */

/** Sparkles around the words: x, y and size in the art's units. */
const SPARKLES = [
  [112, 18, 7],
  [338, 40, 9],
  [322, 116, 5],
] as const;

function sparklePath(x: number, y: number, s: number): string {
  const c = s * 0.18;
  return `M${x} ${y - s}Q${x + c} ${y - c} ${x + s} ${y}Q${x + c} ${y + c} ${x} ${y + s}Q${x - c} ${y + c} ${x - s} ${y}Q${x - c} ${y - c} ${x} ${y - s}z`;
}

/** The most characters each line holds at its own size beside the envelope. */
const FITS = { small: 13, big: 7 } as const;
/** What stays right of the envelope, in the art's units. */
const ROOM = 232;

/**
 * A longer word (another language's) is drawn narrower to fit the art's width beside the
 * envelope.
 */
function fittedText(text: string, size: keyof typeof FITS) {
  return [...text].length > FITS[size]
    ? { textLength: ROOM, lengthAdjust: 'spacingAndGlyphs' as const }
    : {};
}

/**
 * The sparkles and the two lines of words beside the envelope, `small` above `big`, laid out
 * left to right in every language: the words sit beside the envelope.
 */
export function ArtLettering({ small, big }: { small: string; big: string }) {
  return (
    <>
      {SPARKLES.map(([x, y, s]) => (
        <path
          key={`${x}-${y}`}
          d={sparklePath(x, y, s)}
          fill="var(--color-sun)"
          stroke="var(--color-ink)"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      ))}
      <text
        x="124"
        y="54"
        className="letter-art-small"
        direction="ltr"
        aria-hidden="true"
        {...fittedText(small, 'small')}
      >
        {small}
      </text>
      <text
        x="121"
        y="112"
        className="letter-art-big"
        direction="ltr"
        aria-hidden="true"
        {...fittedText(big, 'big')}
      >
        {big}
      </text>
    </>
  );
}

/**
 * The link-preview card's artwork, as an SVG string sharp renders: our paper background, the
 * shadow under the strip, and on the right the 'send this memory' art (the friend page's
 * SendMemoryArt, drawn again here: the server does not import web code) above the name.
 * Nothing of a letter but its strip's place on the card: never its message.
 */
import { letteringPath } from './card-lettering.js';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The app's colours (src/web/app/theme.css). */
const colours = {
  paper: '#fff7ef',
  surface: '#fffdf9',
  ink: '#2b1d16',
  inkMuted: '#6b5449',
  accent: '#c2314a',
  sun: '#ffc857',
  line: '#ead8c8',
  mint: '#8fd6c0',
  sky: '#a9d8f5',
  blush: '#ffd3dc',
} as const;

/** Where the strip sits: its centre, the most room it may take, and its tilt in degrees. */
export const STRIP_SLOT = {
  centreX: 330,
  centreY: CARD_HEIGHT / 2,
  maxWidth: 460,
  maxHeight: 530,
  tilt: -4,
} as const;

/** Sparkles around the title: x, y and size in the art's units (as on the friend page). */
const SPARKLES = [
  [112, 18, 7],
  [338, 40, 9],
  [352, 110, 5],
] as const;

function sparklePath(x: number, y: number, s: number): string {
  const c = s * 0.18;
  return `M${x} ${y - s}Q${x + c} ${y - c} ${x + s} ${y}Q${x + c} ${y + c} ${x} ${y + s}Q${x - c} ${y + c} ${x - s} ${y}Q${x - c} ${y - c} ${x} ${y - s}z`;
}

/** The 'send this memory' art in its own units (360 × 132), as on the friend page. */
function sendMemoryArt(): string {
  const { ink, inkMuted, line, surface, accent, sun } = colours;
  const sparkles = SPARKLES.map(
    ([x, y, s]) =>
      `<path d="${sparklePath(x, y, s)}" fill="${sun}" stroke="${ink}" stroke-width="1.5" stroke-linejoin="round"/>`,
  ).join('');
  return [
    `<path d="M30 118c24 14 62 4 72-18" fill="none" stroke="${inkMuted}" stroke-width="2.5" stroke-linecap="round" stroke-dasharray="2 8"/>`,
    `<g transform="rotate(-12 58 62)">`,
    `<rect x="19" y="40" width="84" height="58" rx="6" fill="${line}"/>`,
    `<rect x="16" y="36" width="84" height="58" rx="6" fill="${surface}" stroke="${ink}" stroke-width="2.5"/>`,
    `<path d="M19 40l39 30 39-30" fill="none" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M58 86c-6-5-11-9-11-14a5.5 5.5 0 0 1 11-2 5.5 5.5 0 0 1 11 2c0 5-5 9-11 14z" fill="${accent}" stroke="${ink}" stroke-width="2" stroke-linejoin="round"/>`,
    `</g>`,
    sparkles,
    // The words are outlines cut from the app's faces (card-lettering.ts), never system fonts.
    letteringPath({ text: 'send this', face: 'title', size: 26, x: 124, y: 54, fill: inkMuted }),
    letteringPath({ text: 'memory', face: 'title', size: 47, x: 121, y: 112, fill: accent }),
  ].join('');
}

/** A few soft confetti dots in the app's pastel colours, fixed (every card the same). */
const DOTS = [
  [70, 70, 14, colours.mint],
  [610, 560, 18, colours.sky],
  [1130, 80, 12, colours.blush],
  [1150, 560, 16, colours.sun],
  [560, 70, 9, colours.blush],
  [90, 575, 10, colours.sky],
] as const;

/** The card without its strip: the same for every letter (drawn once, then reused). */
export function cardBackgroundSvg(): string {
  const dots = DOTS.map(
    ([x, y, r, fill]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${colours.paper}"/>`,
    ...dots,
    `<g transform="translate(620 160) scale(1.45)">${sendMemoryArt()}</g>`,
    letteringPath({
      text: 'a photostrip letter for you',
      face: 'body',
      size: 30,
      x: 650,
      y: 465,
      fill: colours.inkMuted,
    }),
    letteringPath({
      text: 'Postbooth',
      face: 'title',
      size: 44,
      x: 650,
      y: 535,
      fill: colours.ink,
    }),
    `</svg>`,
  ].join('');
}

/** How far the shadow's blur reaches past the strip's edge, in px. */
export const SHADOW_BLUR = 10;

/**
 * The soft shadow under a strip of `width` × `height` px (before its tilt), tilted as the strip
 * is, centred in an SVG of the size returned; it is laid under the strip, a little lower and to
 * the right.
 */
export function stripShadowSvg(
  width: number,
  height: number,
): { svg: string; width: number; height: number } {
  const room = SHADOW_BLUR * 3;
  const turn = (Math.abs(STRIP_SLOT.tilt) * Math.PI) / 180;
  const boxWidth = Math.ceil(width * Math.cos(turn) + height * Math.sin(turn)) + 2 * room;
  const boxHeight = Math.ceil(width * Math.sin(turn) + height * Math.cos(turn)) + 2 * room;
  const cx = boxWidth / 2;
  const cy = boxHeight / 2;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${boxWidth}" height="${boxHeight}">`,
    `<defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${SHADOW_BLUR}"/></filter></defs>`,
    `<rect x="${cx - width / 2}" y="${cy - height / 2}" width="${width}" height="${height}" rx="4" fill="${colours.ink}" fill-opacity="0.28" filter="url(#soft)" transform="rotate(${STRIP_SLOT.tilt} ${cx} ${cy})"/>`,
    `</svg>`,
  ].join('');
  return { svg, width: boxWidth, height: boxHeight };
}

import { readFileSync } from 'node:fs';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import fredoka from '@capsizecss/metrics/fredoka';
import nunito from '@capsizecss/metrics/nunito';
import { describe, expect, it } from 'vitest';

const fontsCss = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const themeCss = readFileSync(new URL('./theme.css', import.meta.url), 'utf8');

/** The declarations of the @font-face whose family is `family`. */
function fontFace(css: string, family: string): Record<string, string> {
  const block = new RegExp(`@font-face\\s*{[^}]*font-family:\\s*["']${family}["'];([^}]*)}`).exec(
    css,
  )?.[1];
  if (!block) throw new Error(`no @font-face for ${family}`);
  return Object.fromEntries(
    block
      .split(';')
      .map((line) => line.split(':').map((part) => part.trim()))
      .filter((parts) => parts.length === 2 && parts[0] !== 'src'),
  ) as Record<string, string>;
}

describe('the fonts fallbacks', () => {
  it.each([
    ['Nunito Fallback', nunito],
    ['Fredoka Fallback', fredoka],
  ])('%s has the metrics capsize computes against Arial', (family, metrics) => {
    const expected = fontFace(createFontStack([metrics, arial]).fontFaces, family);
    expect(fontFace(fontsCss, family)).toEqual(expected);
  });

  it('stands right after its font in the stacks', () => {
    expect(themeCss).toContain("'Fredoka', 'Fredoka Fallback'");
    expect(themeCss).toContain("'Nunito', 'Nunito Fallback'");
  });
});
